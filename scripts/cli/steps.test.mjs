import { spawnSync } from 'node:child_process';
import path from 'node:path';

const STEPS = path.join(__dirname, '..', 'steps.sh');

/** Runs a bash script that sources scripts/steps.sh under the same options as ./vitrin. */
function run(script) {
  const result = spawnSync('bash', ['-c', `set -euo pipefail; source "${STEPS}"; trap step_summary EXIT; ${script}`], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { code: result.status, out: result.stdout };
}

describe('scripts/steps.sh (the steps of ./vitrin test)', () => {
  it('runs the lanes side by side and records every step in the summary', () => {
    const { code, out } = run(`
      one() { lane_step "a" sleep 1 && lane_step "b" echo b-output; }
      two() { lane_step "c" sleep 1; }
      started=$SECONDS; lanes one two; echo "lanes took $((SECONDS - started))s"`);
    expect(code).toBe(0);
    // Two one-second steps in two lanes: about one second, not two.
    expect(out).toMatch(/lanes took [01]s/);
    for (const name of ['a', 'b', 'c']) expect(out).toMatch(new RegExp(`\\d+s  ok   ${name}\\n`));
    // A step that passes shows its name and time, not its output.
    expect(out).not.toContain('b-output');
  });

  it('prints a failed step whole, stops its lane, lets the other lane finish and exits with its code', () => {
    const { code, out } = run(`
      one() { lane_step "broken" bash -c 'echo first line; echo second line >&2; exit 3' && lane_step "skipped" true; }
      two() { lane_step "other" bash -c 'sleep 1; echo other-output'; }
      lanes one two
      echo "not reached"`);
    expect(code).toBe(3);
    expect(out).toContain('broken: FAIL (exit 3), its output');
    expect(out).toMatch(/first line\nsecond line\n/);
    expect(out).toMatch(/\d+s {2}FAIL broken\n/);
    expect(out).toMatch(/\d+s {2}ok {3}other\n/);
    expect(out).not.toContain('skipped');
    expect(out).not.toContain('other-output');
    expect(out).not.toContain('not reached');
  });

  it('runs a foreground step with its output as it comes and fails with its exit code', () => {
    const { code, out } = run(`step "visible" echo visible-output; step "failing" bash -c 'exit 5'`);
    expect(code).toBe(5);
    expect(out).toContain('visible-output');
    expect(out).toMatch(/\d+s {2}ok {3}visible\n\s+\d+s {2}FAIL failing\n\s+\d+s {2}total/);
  });
});
