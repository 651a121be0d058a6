// The TypeScript SDK v1 (@modelcontextprotocol/sdk 1.32.2) client whose POST response stream
// breaks in the middle of a call, against mcpgen's interop server over Streamable HTTP (a 2025-11-25
// session). Its fetch cuts the response stream of the two_step call right after the first progress
// event (anything after it in the same chunk is dropped too); the SDK then resumes the stream with a
// GET carrying Last-Event-ID, and must get the rest: the server's elicitation and roots requests,
// the later progress, and the result. Prints one JSON line:
// {"name", "inputs", "text", "ok", "progress", "cutAfter": the id of the last event the client
// read before the cut, "resumedWith": the Last-Event-ID of each GET that resumed a stream}.
//
//   node client-v1-resume.mjs URL
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const ROOT_URI = 'file:///interop/root';
const LIMIT_MS = 60_000;

const [url] = process.argv.slice(2);
if (!url) {
  console.error('usage: node client-v1-resume.mjs URL');
  process.exit(2);
}
setTimeout(() => {
  console.error(`no result within ${LIMIT_MS} ms`);
  process.exit(1);
}, LIMIT_MS).unref();

let cutAfter = null;
const resumedWith = [];

/** The response stream of the first two_step POST, cut after its first progress event. */
function cutAfterFirstProgress(body) {
  const reader = body.getReader();
  let seen = Buffer.alloc(0);
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      const before = seen.length;
      seen = Buffer.concat([seen, Buffer.from(value)]);
      const progress = seen.indexOf('notifications/progress');
      const end = progress < 0 ? -1 : seen.indexOf('\n\n', progress);
      if (end < 0) {
        controller.enqueue(value);
        return;
      }
      const kept = seen.subarray(0, end + 2);
      const ids = [...kept.toString('utf8').matchAll(/^id: (.*)$/gm)];
      cutAfter = ids.length > 0 ? ids[ids.length - 1][1] : null;
      controller.enqueue(new Uint8Array(kept.subarray(before)));
      await reader.cancel(); // the connection goes, as when a network drops it
      controller.error(new Error('the test cut the response stream'));
    },
    cancel(reason) {
      return reader.cancel(reason);
    }
  });
}

let cutDone = false;
async function droppingFetch(input, init) {
  const method = init?.method ?? 'GET';
  const headers = new Headers(init?.headers);
  if (method === 'GET' && headers.get('last-event-id')) {
    resumedWith.push(headers.get('last-event-id'));
  }
  const response = await fetch(input, init);
  const isTwoStep = method === 'POST' && typeof init.body === 'string' && init.body.includes('"two_step"');
  const streaming = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  if (!isTwoStep || !streaming || cutDone || !response.body) {
    return response;
  }
  cutDone = true;
  return new Response(cutAfterFirstProgress(response.body), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers
  });
}

const transport = new StreamableHTTPClientTransport(new URL(url), {
  fetch: droppingFetch,
  reconnectionOptions: { initialReconnectionDelay: 100, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1.5, maxRetries: 5 }
});
const inputs = [];
const client = new Client(
  { name: 'ts-v1-resume-client', version: '1.0.0' },
  { capabilities: { elicitation: { form: {} }, roots: {} } }
);
client.setRequestHandler(ElicitRequestSchema, async () => {
  inputs.push('elicitation/create');
  return { action: 'accept', content: { confirmed: true, name: 'Ada' } };
});
client.setRequestHandler(ListRootsRequestSchema, async () => {
  inputs.push('roots/list');
  return { roots: [{ uri: ROOT_URI, name: 'interop' }] };
});

let report;
try {
  await client.connect(transport);
  const progress = [];
  const result = await client.callTool({ name: 'two_step', arguments: {} }, undefined, {
    onprogress: update => progress.push(update.progress),
    timeout: LIMIT_MS
  });
  report = { name: 'two_step', inputs, text: result.content?.[0]?.text ?? '', ok: result.isError !== true, progress,
    cutAfter, resumedWith };
  if (transport.sessionId !== undefined) await transport.terminateSession();
} catch (error) {
  report = { name: 'two_step', inputs, text: String(error?.message ?? error), ok: false, progress: [], cutAfter,
    resumedWith };
} finally {
  await client.close().catch(() => {});
}
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);
