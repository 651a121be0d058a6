// The TypeScript SDK (v2) side of mcpgen's interop tests: makes the same calls as the Java interop
// client (src/main/java/io/mcpgen/it/interop/InteropClient.java) on @modelcontextprotocol/client,
// answering every elicitation with accept and {confirmed: true, name: "Ada"}, sampling with
// "Hello from the client LLM" and roots with one root, and prints one JSON line per call.
//
//   node client.mjs --stdio "COMMAND LINE"
//   node client.mjs --url URL
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { splitCommandLine } from './commandLine.mjs';

const LLM_TEXT = 'Hello from the client LLM';
const ROOT_URI = 'file:///interop/root';
const ECHO_TEXT = 'hello\ninterop \u2713';

const [mode, target] = process.argv.slice(2);
let transport;
if (mode === '--stdio' && target) {
  const [command, ...args] = splitCommandLine(target);
  transport = new StdioClientTransport({ command, args, stderr: 'inherit' });
} else if (mode === '--url' && target) {
  transport = new StreamableHTTPClientTransport(new URL(target));
} else {
  console.error('usage: node client.mjs --stdio "COMMAND LINE" | --url URL');
  process.exit(2);
}

// Rounds are the requests one call puts on the wire: count them where they leave.
let countedMethod = null;
let requests = 0;
const send = transport.send.bind(transport);
transport.send = (message, options) => {
  if (message.id !== undefined && message.method === countedMethod) requests++;
  return send(message, options);
};

const client = new Client(
  { name: 'ts-interop-client', version: '1.0.0' },
  {
    capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} },
    versionNegotiation: { mode: { pin: '2026-07-28' } }
  }
);
client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { confirmed: true, name: 'Ada' } }));
client.setRequestHandler('sampling/createMessage', async () => ({
  role: 'assistant',
  content: { type: 'text', text: LLM_TEXT },
  model: 'interop-llm',
  stopReason: 'endTurn'
}));
client.setRequestHandler('roots/list', async () => ({ roots: [{ uri: ROOT_URI, name: 'interop' }] }));

function firstText(result) {
  const first = result.content?.[0] ?? result.messages?.[0]?.content ?? result.contents?.[0];
  return first?.text ?? '';
}

let allOk = true;
async function call(name, method, invoke) {
  countedMethod = method;
  requests = 0;
  let report;
  try {
    const result = await invoke();
    report = { name, rounds: requests, text: firstText(result), ok: result.isError !== true };
  } catch (error) {
    report = { name, rounds: requests, text: String(error?.message ?? error), ok: false };
  }
  allOk &&= report.ok;
  console.log(JSON.stringify(report));
}

try {
  await client.connect(transport);
  await call('echo', 'tools/call', () => client.callTool({ name: 'echo', arguments: { text: ECHO_TEXT } }));
  await call('confirm_order', 'tools/call', () => client.callTool({ name: 'confirm_order', arguments: { item: 'book' } }));
  await call('two_step', 'tools/call', () => client.callTool({ name: 'two_step', arguments: {} }));
  await call('needs_sampling', 'tools/call', () => client.callTool({ name: 'needs_sampling', arguments: {} }));
  await call('multi_input', 'tools/call', () => client.callTool({ name: 'multi_input', arguments: {} }));
  await call('state_only', 'tools/call', () => client.callTool({ name: 'state_only', arguments: {} }));
  await call('progress_confirm', 'tools/call', () =>
    client.callTool({ name: 'progress_confirm', arguments: {} }, { onprogress: () => {} }));
  await call('greeting', 'prompts/get', () => client.getPrompt({ name: 'greeting' }));
  await call('interop://guarded', 'resources/read', () => client.readResource({ uri: 'interop://guarded' }));
} catch (error) {
  console.error('the client failed:', error);
  allOk = false;
} finally {
  await client.close().catch(() => {});
}
process.exit(allOk ? 0 : 1);
