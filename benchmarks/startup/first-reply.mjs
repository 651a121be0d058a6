// One spawn of a stdio MCP server: the time from spawn to the reply to its first request, the
// server's resident set (VmRSS of /proc/<pid>/status) at that reply and after CALLS tools/call
// requests answered one after the other, then its standard input closes. Prints one JSON line:
//   {"firstReplyMs":..., "rssFirstKb":..., "rssAfterCallsKb":..., "calls":..., "firstReplyError":...}
//
//   node first-reply.mjs --era 2026|2025 [--calls 100] [--tool echo] [--arguments '{"text":"hi"}']
//        -- COMMAND [ARGUMENT...]
//
// --era 2026 sends server/discover with the 2026-07-28 _meta first; --era 2025 sends initialize
// (2025-11-25) and notifications/initialized. The command is spawned directly (no shell), so the
// pid read is the server's own (java or node). Exits 1 with the reason on stderr when the server
// does not answer within TIMEOUT_MS (default 60000) or exits early.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
if (dash < 0 || dash === argv.length - 1) fail('usage: node first-reply.mjs --era 2026|2025 [--calls N] -- COMMAND...');
const options = {};
for (let i = 0; i < dash; i += 2) options[argv[i].replace(/^--/, '')] = argv[i + 1];
const command = argv.slice(dash + 1);
const era = options.era ?? '2026';
if (era !== '2026' && era !== '2025') fail(`--era is 2026 or 2025, not ${era}`);
const calls = Number.parseInt(options.calls ?? '100', 10);
if (!Number.isInteger(calls) || calls < 0) fail(`--calls needs a whole number, not ${options.calls}`);
const tool = options.tool ?? 'echo';
const toolArguments = JSON.parse(options.arguments ?? '{"text":"hi"}');
const timeoutMs = Number.parseInt(process.env.TIMEOUT_MS ?? '60000', 10);

const clientInfo = { name: 'mcpgen-startup-benchmark', version: '1.0.0' };
const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': clientInfo
};
const first = era === '2026'
  ? { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: meta } }
  : { jsonrpc: '2.0', id: 1, method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo } };
const callParams = era === '2026'
  ? { name: tool, arguments: toolArguments, _meta: meta }
  : { name: tool, arguments: toolArguments };

function fail(message) {
  console.error(message);
  process.exit(1);
}

function rssKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const started = process.hrtime.bigint();
const server = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
let stderr = '';
server.stderr.on('data', (chunk) => { if (stderr.length < 4000) stderr += chunk; });
server.on('error', (error) => fail(`cannot run ${command[0]}: ${error.message}`));
server.on('exit', (code) => { if (!done) fail(`the server exited (${code}) before the run ended\n${stderr}`); });
const timer = setTimeout(() => {
  server.kill('SIGKILL');
  fail(`no reply within ${timeoutMs} ms\n${stderr}`);
}, timeoutMs);
const send = (message) => server.stdin.write(JSON.stringify(message) + '\n');
send(first);

let done = false;
const waiting = new Map();
const lines = createInterface({ input: server.stdout });
lines.on('line', (line) => {
  let message;
  try { message = JSON.parse(line); } catch { return; }
  const resolve = message && message.id !== undefined ? waiting.get(message.id) : undefined;
  if (resolve) { waiting.delete(message.id); resolve(message); }
});
const reply = (id) => new Promise((resolve) => waiting.set(id, resolve));

const firstReply = await reply(1);
const firstReplyMs = Number(process.hrtime.bigint() - started) / 1e6;
const rssFirstKb = rssKb(server.pid);
if (era === '2025') send({ jsonrpc: '2.0', method: 'notifications/initialized' });
let callErrors = 0;
for (let i = 0; i < calls; i++) {
  const id = 100 + i;
  send({ jsonrpc: '2.0', id, method: 'tools/call', params: callParams });
  const answer = await reply(id);
  if (answer.error || answer.result?.isError) callErrors++;
}
const rssAfterCallsKb = rssKb(server.pid);
done = true;
clearTimeout(timer);
server.stdin.end();
// A stdio server exits at the end of its input; one that does not is killed, never left behind.
const killer = setTimeout(() => server.kill('SIGKILL'), 5000);
server.on('exit', () => clearTimeout(killer));
console.log(JSON.stringify({
  firstReplyMs: Math.round(firstReplyMs * 10) / 10,
  rssFirstKb,
  rssAfterCallsKb,
  calls,
  callErrors,
  firstReplyError: firstReply.error ? firstReply.error.message ?? 'error' : null
}));
