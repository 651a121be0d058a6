// Reads the suite's results and prints one line per required scenario: PASS, FAIL (with the first
// failing check and its message, or why the suite failed a client run: the client's exit, a
// timeout, a warning) or NO-TEST (every check skipped, which the suite itself would count as
// passed). Exits 1 when a scenario listed in the expected-pass file did not pass (or did not run).
//
// usage: node summarize.mjs REQUIREMENTS_YAML EXPECTED_PASS_FILE RESULTS_DIR [server|client|all] [REVISION]
//
// Without REVISION it judges the main run (results in RESULTS_DIR/server and RESULTS_DIR/client,
// expected-pass lines "server NAME" and "client NAME"). With REVISION (e.g. 2025-11-25) it judges
// the run of that revision's requirements on the same endpoint: results in
// RESULTS_DIR/<role>-REVISION, expected-pass lines "<role>@REVISION NAME". With "-" for
// REQUIREMENTS_YAML (the client scenarios beyond the requirements, REVISION a tag such as
// "extension" or "2025-03-26"), the scenarios judged are the expected-pass lines of that tag.
// REVISION "extensions" judges the extension server scenarios, listed by run.sh in a
// requirements-shaped file.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';

const [requirementsFile, expectedFile, resultsDir, mode = 'all', revision = ''] = process.argv.slice(2);
const tag = revision ? `@${revision}` : '';
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

// The scenarios of the expected-pass entries themselves, by role.
function listed(entries) {
  const lists = { server: [], client: [] };
  for (const entry of entries) {
    const [role, scenario] = entry.split(' ');
    lists[role]?.push(scenario);
  }
  return lists;
}

// The "not_scored:" entries ("  - scenario: NAME" then "    leg: server|client"): the suite runs
// them for visibility; expected-pass.txt may still gate the ones that pass here.
function notScored(yamlText) {
  const lists = { server: [], client: [] };
  let inSection = false;
  let scenario = null;
  for (const line of yamlText.split('\n')) {
    const section = /^([a-z_]+):\s*$/.exec(line);
    if (section) {
      inSection = section[1] === 'not_scored';
      continue;
    }
    if (!inSection) continue;
    const name = /^\s+-\s+scenario:\s*([^\s#]+)/.exec(line);
    if (name) scenario = name[1];
    const leg = /^\s+leg:\s*(server|client)\b/.exec(line);
    if (leg && scenario) {
      lists[leg[1]].push(scenario);
      scenario = null;
    }
  }
  return lists;
}

function expected(text) {
  const set = new Set();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    // Only this run's entries: "server NAME" for the main run, "server@REVISION NAME" for another.
    const [key] = line.split(' ');
    const [, entryRevision = ''] = key.split('@');
    if (line && entryRevision === revision) set.add(line.replace(`${tag} `, ' '));
  }
  return set;
}

// run.sh saves server results as server/server-<scenario>-<timestamp>/ (one run for all) and
// client results as client/<scenario, "/" as "_">/<scenario>-<timestamp>/ (one run each).
function outcome(role, scenario) {
  const safe = scenario.replaceAll('/', '_');
  const dir = role === 'server' ? join(resultsDir, `server${revision ? '-' + revision : ''}`)
    : join(resultsDir, `client${revision ? '-' + revision : ''}`, safe);
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
  const warnings = checks.filter((check) => check.status === 'WARNING');
  // The suite fails a client run whose client exited with an error or timed out, or that has a
  // warning, whatever its checks say; so does this summary.
  const out = join(resultsDir, `client${revision ? '-' + revision : ''}`, `${safe}.out`);
  const verdict = role === 'client' && existsSync(out) ? readFileSync(out, 'utf8') : '';
  if (failures.length === 0 && /OVERALL: FAILED/.test(verdict)) {
    const client = /CLIENT (EXITED WITH ERROR[^\n]*|TIMED OUT[^\n]*)/.exec(verdict);
    const why = [client ? 'client ' + client[1].trim().toLowerCase() : '',
      warnings.length ? `warning(s): ${warnings.map((w) => w.id).join(', ')}` : ''].filter(Boolean).join('; ');
    return { pass: false, status: 'FAIL', reason: `the suite failed the run: ${why || 'see the .out file'}` };
  }
  return {
    pass: failures.length === 0,
    status: failures.length === 0 ? 'PASS' : 'FAIL',
    reason: failures.length === 0
      ? (warnings.length === 0 ? '' : `warning(s): ${warnings.map((w) => w.id).join(', ')}`)
      : failures.map((f) => `${f.id}: ${String(f.details?.message ?? f.errorMessage ?? f.description ?? '').slice(0, 160)}`)[0]
        + (failures.length > 1 ? ` (+${failures.length - 1} more)` : ''),
  };
}

const mustPass = expected(readFileSync(expectedFile, 'utf8'));
const lists = requirementsFile === '-' ? listed(mustPass) : required(readFileSync(requirementsFile, 'utf8'));
let regressions = 0;
for (const role of roles) {
  let passed = 0;
  let ran = 0;
  const source = requirementsFile === '-' ? `listed beyond the requirements (${revision})`
    : revision === 'extensions' ? 'extension scenarios'
    : `required by ${revision || basename(requirementsFile, '.yaml')}`;
  console.log(`\n${role} scenarios ${requirementsFile === '-' ? '' : '('}${source}${requirementsFile === '-' ? '' : ')'}`);
  for (const scenario of lists[role]) {
    const result = outcome(role, scenario);
    const key = `${role} ${scenario}`;
    const status = result === null ? 'NOT RUN' : result.status;
    if (result !== null) ran++;
    if (result?.pass) passed++;
    const gate = mustPass.has(key) ? (result?.pass ? '' : '  <-- expected to pass') : '';
    if (gate) regressions++;
    console.log(`  ${status.padEnd(7)} ${scenario}${result?.reason ? '  ' + result.reason : ''}${gate}`);
  }
  const counted = requirementsFile === '-' ? 'listed scenarios'
    : revision === 'extensions' ? 'scenarios' : 'required scenarios';
  console.log(`${role}${tag}: ${passed}/${lists[role].length} ${counted} pass (${ran} run)`);
}
const unscored = requirementsFile === '-' ? { server: [], client: [] }
  : notScored(readFileSync(requirementsFile, 'utf8'));
for (const role of roles) {
  const gated = unscored[role].filter((scenario) => mustPass.has(`${role} ${scenario}`));
  if (gated.length === 0) continue;
  console.log(`\n${role} scenarios not scored by ${revision || basename(requirementsFile, '.yaml')}, expected to pass here`);
  for (const scenario of gated) {
    const result = outcome(role, scenario);
    const status = result === null ? 'NOT RUN' : result.status;
    if (!result?.pass) regressions++;
    console.log(`  ${status.padEnd(7)} ${scenario}${result?.reason ? '  ' + result.reason : ''}${result?.pass ? '' : '  <-- expected to pass'}`);
  }
}
for (const key of mustPass) {
  const [role, scenario] = key.split(' ');
  if (!lists[role]?.includes(scenario) && !unscored[role]?.includes(scenario)) {
    console.log(`expected-pass entry is not a scenario of the requirements: ${role}${tag} ${scenario}`);
    regressions++;
  }
}
if (regressions > 0) {
  console.log(`\n${regressions} scenario(s) expected to pass did not`);
  process.exit(1);
}
