// Reads the suite's results and prints one line per required scenario: PASS, FAIL (with the
// first failing check and its message) or NO-TEST (every check skipped, which the suite itself
// would count as passed). Exits 1 when a scenario listed in the
// expected-pass file did not pass (or did not run).
//
// usage: node summarize.mjs REQUIREMENTS_YAML EXPECTED_PASS_FILE RESULTS_DIR [server|client|all]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';

const [requirementsFile, expectedFile, resultsDir, mode = 'all'] = process.argv.slice(2);
const roles = mode === 'all' ? ['server', 'client'] : [mode];

// The requirements file lists "server:" and "client:" as plain "  - name" lines.
function required(yamlText) {
  const lists = { server: [], client: [] };
  let current = null;
  for (const line of yamlText.split('\n')) {
    const section = /^([a-z_]+):\s*$/.exec(line);
    if (section) {
      current = lists[section[1]] ? section[1] : null;
      continue;
    }
    const item = /^\s+-\s+([^\s#]+)\s*$/.exec(line);
    if (current && item) lists[current].push(item[1]);
  }
  return lists;
}

function expected(text) {
  const set = new Set();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (line) set.add(line);
  }
  return set;
}

// run.sh saves server results as server/server-<scenario>-<timestamp>/ (one run for all) and
// client results as client/<scenario, "/" as "_">/<scenario>-<timestamp>/ (one run each).
function outcome(role, scenario) {
  const safe = scenario.replaceAll('/', '_');
  const dir = role === 'server' ? join(resultsDir, 'server') : join(resultsDir, 'client', safe);
  if (!existsSync(dir)) return null;
  // The suite nests a scenario "a/b" as a/b-<timestamp>/; take the newest checks.json found.
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('checks.json'))
    .filter((name) => role === 'client' || name.startsWith(`server-${scenario}-2`))
    .sort();
  if (files.length === 0) return null;
  const file = join(dir, files[files.length - 1]);
  const checks = JSON.parse(readFileSync(file, 'utf8'));
  const failures = checks.filter((check) => check.status === 'FAILURE');
  const successes = checks.filter((check) => check.status === 'SUCCESS');
  // A run whose checks were all skipped exercised nothing: it is not counted as a pass.
  if (failures.length === 0 && successes.length === 0) {
    return { pass: false, status: 'NO-TEST', reason: 'no check succeeded (all skipped): the client sent nothing it could judge' };
  }
  return {
    pass: failures.length === 0,
    status: failures.length === 0 ? 'PASS' : 'FAIL',
    reason: failures.length === 0 ? ''
      : failures.map((f) => `${f.id}: ${String(f.details?.message ?? f.errorMessage ?? f.description ?? '').slice(0, 160)}`)[0]
        + (failures.length > 1 ? ` (+${failures.length - 1} more)` : ''),
  };
}

const lists = required(readFileSync(requirementsFile, 'utf8'));
const mustPass = expected(readFileSync(expectedFile, 'utf8'));
let regressions = 0;
for (const role of roles) {
  let passed = 0;
  let ran = 0;
  console.log(`\n${role} scenarios (required by ${basename(requirementsFile, '.yaml')})`);
  for (const scenario of lists[role]) {
    const result = outcome(role, scenario);
    const key = `${role} ${scenario}`;
    const status = result === null ? 'NOT RUN' : result.status;
    if (result !== null) ran++;
    if (result?.pass) passed++;
    const gate = mustPass.has(key) ? (result?.pass ? '' : '  <-- expected to pass') : '';
    if (gate) regressions++;
    console.log(`  ${status.padEnd(7)} ${scenario}${result && !result.pass ? '  ' + result.reason : ''}${gate}`);
  }
  console.log(`${role}: ${passed}/${lists[role].length} required scenarios pass (${ran} run)`);
}
for (const key of mustPass) {
  const [role, scenario] = key.split(' ');
  if (!lists[role]?.includes(scenario)) {
    console.log(`expected-pass entry is not a required scenario: ${key}`);
    regressions++;
  }
}
if (regressions > 0) {
  console.log(`\n${regressions} scenario(s) expected to pass did not`);
  process.exit(1);
}
