import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
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

  it('shares the queued steps between the lanes: the free lane takes the next one, each runs once', () => {
    const { code, out } = run(`
      queued "q1" sleep 3
      queued "q2" sleep 1
      queued "q3" sleep 1
      one() { lane_step "build" sleep 1 && from_queue; }
      two() { from_queue; }
      started=$SECONDS; lanes one two; echo "lanes took $((SECONDS - started))s"`);
    expect(code).toBe(0);
    // Lane two takes q1 (3 s) at once; lane one takes q2 after its 1 s build, then q3: 3 s, where
    // one lane alone would take 5 s (whole seconds, so 3 s can read as 4).
    expect(out).toMatch(/lanes took [34]s/);
    for (const name of ['build', 'q1', 'q2', 'q3']) expect(out.match(new RegExp(`\\d+s  ok   ${name}\\n`, 'g'))).toHaveLength(1);
  });

  it('names the queued steps that no lane took because every lane failed first', () => {
    const { code, out } = run(`
      queued "q1" bash -c 'exit 4'
      queued "q2" true
      one() { lane_step "lint" bash -c 'sleep 1; exit 2' && from_queue; }
      two() { from_queue; }
      lanes one two`);
    // q1 fails first (lane two took it at once), lint a second later: the first failure's code.
    expect(code).toBe(4);
    expect(out).toMatch(/\d+s {2}FAIL lint\n/);
    expect(out).toMatch(/\d+s {2}FAIL q1\n/);
    expect(out).toContain('q2: not run (every lane stopped at a failure)');
  });

  it('runs a foreground step with its output as it comes and fails with its exit code', () => {
    const { code, out } = run(`step "visible" echo visible-output; step "failing" bash -c 'exit 5'`);
    expect(code).toBe(5);
    expect(out).toContain('visible-output');
    expect(out).toMatch(/\d+s {2}ok {3}visible\n\s+\d+s {2}FAIL failing\n\s+\d+s {2}total/);
  });
});

describe('the jest groups of ./vitrin test', () => {
  /** The queued jest commands of ./vitrin test, as bash sees them (steps.sh quotes each once). */
  function jestGroups() {
    const result = spawnSync('bash', ['-c', `source "${STEPS}"; eval "$(grep -E '^ +queued ' vitrin)"; printf '%s\\n' "\${QUEUE_COMMANDS[@]}"`], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status).toBe(0);
    return result.stdout.trim().split('\n');
  }
  function listTests(command) {
    const result = spawnSync('bash', ['-c', `${command} --listTests`], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}` } });
    expect(result.status).toBe(0);
    return result.stdout.trim().split('\n').filter((line) => line.startsWith('/'));
  }

  it('run every suite of the one jest configuration exactly once, the sandbox beside PostgreSQL', () => {
    const groups = jestGroups();
    expect(groups.length).toBeGreaterThan(1);
    const listed = [];
    for (const command of groups) {
      expect(command).toMatch(/\bjest --ci\b/);
      // Any group with sandbox suites runs under with-postgres, so the PostgreSQL half still runs.
      const jest = command.replace(/^bash scripts\/with-postgres\.sh /, '');
      const suites = listTests(jest);
      expect(suites.length).toBeGreaterThan(0);
      if (suites.some((suite) => suite.includes('/sandbox-api/'))) expect(command).toMatch(/^bash scripts\/with-postgres\.sh jest /);
      listed.push(...suites);
    }
    expect(listed.sort()).toEqual(listTests('jest').sort());
  });
});
