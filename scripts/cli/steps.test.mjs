import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..', '..');
const STEPS = path.join(import.meta.dirname, '..', 'steps.sh');

/**
 * Runs a bash script that sources scripts/steps.sh under the same options as ./vitrin. The script
 * gets a scratch folder in $D and `wait_for FILE`, which waits up to 10 s for FILE: two steps that
 * wait for each other's file prove they ran side by side without timing them, which a loaded
 * machine (the CI runs this beside the other jest groups) would make flaky.
 */
function run(script) {
  const result = spawnSync('bash', ['-c', `set -euo pipefail; source "${STEPS}"
    D=$(mktemp -d); trap 'rm -rf "$D"; step_summary' EXIT
    wait_for() { local i; for i in $(seq 1 100); do [ -e "$1" ] && return 0; sleep 0.1; done; return 1; }
    ${script}`], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { code: result.status, out: result.stdout };
}

describe('scripts/steps.sh (the steps of ./vitrin test)', () => {
  it('runs the lanes side by side and records every step in the summary', () => {
    // Each lane's first step waits for the other's: one lane after the other would never finish.
    const { code, out } = run(`
      a() { touch "$D/a"; wait_for "$D/c"; }
      c() { touch "$D/c"; wait_for "$D/a"; }
      one() { lane_step "a" a && lane_step "b" echo b-output; }
      two() { lane_step "c" c; }
      lanes one two`);
    expect(code).toBe(0);
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
    // Lane two takes q1 at once and holds it until q3 has run; lane one's build waits until q1 was
    // taken, then lane one takes q2 and q3. A queue that was not shared, or one lane at a time,
    // would never finish.
    const { code, out } = run(`
      q1() { touch "$D/q1"; wait_for "$D/q3"; }
      queued "q1" q1
      queued "q2" touch "$D/q2"
      queued "q3" touch "$D/q3"
      one() { lane_step "build" wait_for "$D/q1" && from_queue; }
      two() { from_queue; }
      lanes one two`);
    expect(code).toBe(0);
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

  it('starts the step after the build in the first lane with nothing left, beside the other lane, once, with its output', () => {
    // Lane two's queued step waits until the e2e step has started: e2e must begin while it runs,
    // and lane one (queue empty, e2e already taken) must not run it a second time.
    const { code, out } = run(`
      q1() { touch "$D/q1-taken"; wait_for "$D/e2e-started"; }
      e2e() { touch "$D/e2e-started"; echo e2e-output; echo ran >>"$D/e2e-runs"; }
      queued "q1" q1
      one() { local status=0; lane_step "build" wait_for "$D/q1-taken" || status=$?; build_finished "$status" && from_queue && after_build "e2e" e2e; }
      two() { from_queue && after_build "e2e" e2e; }
      lanes one two
      echo "runs: $(wc -l <"$D/e2e-runs")"`);
    expect(code).toBe(0);
    expect(out).toContain('e2e-output');
    expect(out).toContain('runs: 1');
    for (const name of ['build', 'q1', 'e2e']) expect(out.match(new RegExp(`\\d+s  ok   ${name}\\n`, 'g'))).toHaveLength(1);
  });

  it('waits for the build before the step after it, and skips it when the build failed', () => {
    // Lane two is free at once; its e2e must wait for lane one's build, which then fails.
    const { code, out } = run(`
      one() { local status=0; lane_step "build" bash -c 'sleep 1; exit 6' || status=$?; build_finished "$status" && after_build "e2e" touch "$D/e2e"; }
      two() { after_build "e2e" touch "$D/e2e"; }
      lanes one two
      echo "not reached"`);
    expect(code).toBe(6);
    expect(out).toContain('e2e: not run (no build)');
    expect(out).toMatch(/\d+s {2}FAIL build\n/);
    expect(out).not.toMatch(/\d+s {2}\S+ +e2e\n/);
  });

  it('fails the lanes with the exit code of a failed live step, already printed', () => {
    const { code, out } = run(`
      one() { build_finished 0 && after_build "e2e" bash -c 'echo e2e-failure-output; exit 7'; }
      lanes one`);
    expect(code).toBe(7);
    expect(out.match(/e2e-failure-output/g)).toHaveLength(1);
    expect(out).toMatch(/\d+s {2}FAIL e2e\n/);
  });

  it('records a step taken outside the lanes in the summary, with the total', () => {
    const { code, out } = run(`STEP_STARTED=$SECONDS; step_record "set-up" 0; step_record "broken set-up" 5`);
    expect(code).toBe(0);
    expect(out).toMatch(/\d+s {2}ok {3}set-up\n\s+\d+s {2}FAIL broken set-up\n\s+\d+s {2}total/);
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
