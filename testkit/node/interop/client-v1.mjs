// The TypeScript SDK v1 (@modelcontextprotocol/sdk 1.32.2) side of mcpgen's interop tests: a
// 2025-11-25 client, with the initialize handshake and a session, making the calls of the interop
// contract (InteropCalls.java) against mcpgen's interop server. The server's input requests arrive
// as real elicitation/create, sampling/createMessage and roots/list requests, answered like
// client.mjs answers them (elicitation: accept {confirmed: true, name: "Ada"}; sampling: "Hello
// from the client LLM"; roots: one root). Prints one JSON line per call:
// {"name", "inputs": [the methods the server asked during the call, in order], "text", "ok"};
// then one line per further check: the progress values two_step reported, and what a call of echo
// with arguments that do not fit its input schema got ({"check", ...}).
//
//   node client-v1.mjs --stdio "COMMAND LINE"
//   node client-v1.mjs --url URL
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema
} from '@modelcontextprotocol/sdk/types.js';
import { splitCommandLine } from './commandLine.mjs';

const LLM_TEXT = 'Hello from the client LLM';
const ROOT_URI = 'file:///interop/root';
const ECHO_TEXT = 'hello\ninterop \u2713';

const [mode, target, decline] = process.argv.slice(2);
let transport;
if (mode === '--stdio' && target) {
  const [command, ...args] = splitCommandLine(target);
  transport = new StdioClientTransport({ command, args, stderr: 'inherit' });
} else if (mode === '--url' && target) {
  transport = new StreamableHTTPClientTransport(new URL(target));
} else {
  console.error('usage: node client-v1.mjs --stdio "COMMAND LINE" | --url URL  [--decline]');
  process.exit(2);
}

let inputs = [];
const client = new Client(
  { name: 'ts-v1-interop-client', version: '1.0.0' },
  { capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} } }
);
client.setRequestHandler(ElicitRequestSchema, async () => {
  inputs.push('elicitation/create');
  return decline === '--decline' ? { action: 'decline' } : { action: 'accept', content: { confirmed: true, name: 'Ada' } };
});
client.setRequestHandler(CreateMessageRequestSchema, async () => {
  inputs.push('sampling/createMessage');
  return { role: 'assistant', content: { type: 'text', text: LLM_TEXT }, model: 'interop-llm', stopReason: 'endTurn' };
});
client.setRequestHandler(ListRootsRequestSchema, async () => {
  inputs.push('roots/list');
  return { roots: [{ uri: ROOT_URI, name: 'interop' }] };
});

function firstText(result) {
  const first = result.content?.[0] ?? result.messages?.[0]?.content ?? result.contents?.[0];
  return first?.text ?? '';
}

let allOk = true;
async function call(name, invoke) {
  inputs = [];
  let report;
  try {
    const result = await invoke();
    report = { name, inputs, text: firstText(result), ok: result.isError !== true };
  } catch (error) {
    report = { name, inputs, text: String(error?.message ?? error), ok: false };
  }
  allOk &&= report.ok;
  console.log(JSON.stringify(report));
}

try {
  await client.connect(transport);
  if (client.getServerVersion()?.name === undefined) throw new Error('no serverInfo from initialize');
  await call('echo', () => client.callTool({ name: 'echo', arguments: { text: ECHO_TEXT } }));
  await call('confirm_order', () => client.callTool({ name: 'confirm_order', arguments: { item: 'book' } }));
  const progress = [];
  await call('two_step', () =>
    client.callTool({ name: 'two_step', arguments: {} }, undefined, { onprogress: update => progress.push(update.progress) }));
  await call('needs_sampling', () => client.callTool({ name: 'needs_sampling', arguments: {} }));
  await call('multi_input', () => client.callTool({ name: 'multi_input', arguments: {} }));
  await call('state_only', () => client.callTool({ name: 'state_only', arguments: {} }));
  await call('progress_confirm', () =>
    client.callTool({ name: 'progress_confirm', arguments: {} }, undefined, { onprogress: () => {} }));
  await call('greeting', () => client.getPrompt({ name: 'greeting' }));
  await call('interop://guarded', () => client.readResource({ uri: 'interop://guarded' }));
  // Checks beyond the contract, one line each: {"check", ...}.
  console.log(JSON.stringify({ check: 'two_step_progress', progress }));
  const invalid = await client.callTool({ name: 'echo', arguments: { text: 5 } });
  console.log(JSON.stringify({ check: 'invalid_arguments', isError: invalid.isError === true, text: firstText(invalid) }));
  if (transport.sessionId !== undefined) await transport.terminateSession();
} catch (error) {
  console.error('the client failed:', error);
  allOk = false;
} finally {
  await client.close().catch(() => {});
}
process.exit(allOk ? 0 : 1);
