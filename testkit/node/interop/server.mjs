// The TypeScript SDK (v2) side of mcpgen's interop tests: the same tools, prompt and resource as
// the Java interop server (the annotated interface src/main/java/io/mcpgen/it/interop/Interop.java,
// implemented by InteropService.java), written on @modelcontextprotocol/server's multi round-trip API.
//
//   node server.mjs --stdio
//   node server.mjs --http PORT          (127.0.0.1, endpoint /mcp)
//
// MCPGEN_STATE_KEY (base64, at least 32 bytes) keys the requestState codec, else a random key.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import {
  McpServer,
  acceptedContent,
  createMcpHandler,
  createRequestStateCodec,
  inputRequired,
  inputResponse,
  localhostAllowedOrigins,
  originValidationResponse
} from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

function stateKey() {
  const configured = process.env.MCPGEN_STATE_KEY;
  if (!configured) return randomBytes(32);
  const key = Buffer.from(configured, 'base64');
  if (key.length < 32) {
    console.error('MCPGEN_STATE_KEY must hold at least 32 bytes');
    process.exit(2);
  }
  return key;
}

// State is signed and bound to the method; the SDK verifies it before a handler runs.
const codec = createRequestStateCodec({ key: new Uint8Array(stateKey()), bind: ctx => ctx.mcpReq.method });

const confirmSchema = z.object({ confirmed: z.boolean() });
const nameSchema = z.object({ name: z.string() });

const text = value => ({ content: [{ type: 'text', text: value }] });
const confirmQuestion = message => inputRequired.elicit({ message, requestedSchema: confirmSchema });
const nameQuestion = () => inputRequired.elicit({ message: 'What is your name?', requestedSchema: nameSchema });
const helloSampling = () =>
  inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Say hello' } }], maxTokens: 50 });
const confirmed = ctx => acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema)?.confirmed === true;
const answered = (ctx, key) => inputResponse(ctx.mcpReq.inputResponses, key).kind !== 'missing';
const acceptedName = ctx => acceptedContent(ctx.mcpReq.inputResponses, 'name', nameSchema)?.name;
const sampledText = ctx => {
  const view = inputResponse(ctx.mcpReq.inputResponses, 'llm');
  if (view.kind !== 'sampling') return undefined;
  const content = Array.isArray(view.result.content) ? view.result.content[0] : view.result.content;
  return content?.type === 'text' ? content.text : '';
};

function buildServer() {
  const server = new McpServer(
    { name: 'ts-interop-server', version: '1.0.0' },
    { capabilities: { tools: {}, prompts: {}, resources: {} }, requestState: { verify: codec.verify } }
  );

  server.registerTool(
    'echo',
    { description: 'Returns the text it is given.', inputSchema: z.object({ text: z.string() }) },
    async ({ text: value }) => text(value)
  );

  server.registerTool(
    'confirm_order',
    { description: 'Orders an item after the user confirms.', inputSchema: z.object({ item: z.string().optional() }) },
    async ({ item = 'widget' }, ctx) => {
      if (!answered(ctx, 'confirm')) {
        return inputRequired({ inputRequests: { confirm: confirmQuestion(`Confirm order of ${item}?`) } });
      }
      return text(confirmed(ctx) ? `order confirmed: ${item}` : 'cancelled');
    }
  );

  // Three rounds: the name answered in round 2 travels to round 3 in the signed requestState.
  server.registerTool('two_step', { description: "Asks the user's name, then the client's roots." }, async ctx => {
    const state = ctx.mcpReq.requestState();
    const name = state?.name ?? acceptedName(ctx);
    if (name === undefined) {
      return inputRequired({ inputRequests: { name: nameQuestion() } });
    }
    const roots = inputResponse(ctx.mcpReq.inputResponses, 'roots');
    if (roots.kind !== 'roots') {
      return inputRequired({
        inputRequests: { roots: inputRequired.listRoots() },
        requestState: await codec.mint({ name }, ctx)
      });
    }
    return text(`hello ${name}; roots: ${roots.roots.map(root => root.uri).join(',')}`);
  });

  server.registerTool('needs_sampling', { description: "Asks the client's model to say hello." }, async ctx => {
    const sampled = sampledText(ctx);
    if (sampled === undefined) {
      return inputRequired({ inputRequests: { llm: helloSampling() } });
    }
    return text(`sampled: ${sampled}`);
  });

  server.registerTool('multi_input', { description: 'Asks a name and a model reply in the same round.' }, async ctx => {
    const name = acceptedName(ctx);
    const sampled = sampledText(ctx);
    if (name === undefined || sampled === undefined) {
      const inputRequests = {};
      if (name === undefined) inputRequests.name = nameQuestion();
      if (sampled === undefined) inputRequests.llm = helloSampling();
      return inputRequired({ inputRequests });
    }
    return text(`${name}: ${sampled}`);
  });

  server.registerTool('state_only', { description: 'Takes one round that carries only requestState.' }, async ctx => {
    if (ctx.mcpReq.requestState() === undefined) {
      return inputRequired({ requestState: await codec.mint({ resume: true }, ctx) });
    }
    return text('resumed from state');
  });

  server.registerTool('progress_confirm', { description: 'Reports progress, then asks for confirmation.' }, async ctx => {
    const token = ctx.mcpReq._meta?.progressToken;
    if (token !== undefined) {
      await ctx.mcpReq.notify({
        method: 'notifications/progress',
        params: { progressToken: token, progress: 1, total: 2, message: 'waiting for confirmation' }
      });
    }
    if (!answered(ctx, 'confirm')) {
      return inputRequired({ inputRequests: { confirm: confirmQuestion('Confirm to continue?') } });
    }
    return text(confirmed(ctx) ? 'confirmed' : 'cancelled');
  });

  server.registerPrompt('greeting', { description: 'Greets the user by the name they give.' }, async ctx => {
    const name = acceptedName(ctx);
    if (name === undefined) {
      return inputRequired({ inputRequests: { name: nameQuestion() } });
    }
    return { messages: [{ role: 'user', content: { type: 'text', text: `Say hello to ${name}` } }] };
  });

  server.registerResource(
    'guarded',
    'interop://guarded',
    { description: 'Revealed after the user confirms.', mimeType: 'text/plain' },
    async (uri, ctx) => {
      if (!answered(ctx, 'confirm')) {
        return inputRequired({ inputRequests: { confirm: confirmQuestion('Reveal the guarded resource?') } });
      }
      const contents = confirmed(ctx) ? 'secret contents' : 'not confirmed';
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: contents }] };
    }
  );
  return server;
}

// Streamable HTTP on plain node:http: the SDK's fetch-shaped handler behind an Origin check.
function serveHttp(port) {
  const handler = createMcpHandler(() => buildServer(), { legacy: 'reject', maxRequestBodySize: MAX_BODY_BYTES });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, `http://${req.headers.host ?? '127.0.0.1'}`);
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort(); // the client went away: cancels the exchange
    });
    try {
      const chunks = [];
      let size = 0;
      for await (const chunk of req) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          res.writeHead(413).end();
          req.destroy();
          return;
        }
        chunks.push(chunk);
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
        signal: abort.signal
      });
      const response = originValidationResponse(request, localhostAllowedOrigins()) ?? (await handler.fetch(request));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) {
        for await (const chunk of response.body) res.write(chunk);
      }
      res.end();
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end();
      if (!abort.signal.aborted) console.error('request failed:', error);
    }
  });
  server.listen(port, '127.0.0.1', () => {
    console.error(`ts interop server listening on http://127.0.0.1:${server.address().port}/mcp`);
  });
  const stop = () => {
    server.close();
    handler.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const [mode, arg] = process.argv.slice(2);
if (mode === '--stdio') {
  serveStdio(() => buildServer(), { legacy: 'reject', onerror: error => console.error('stdio:', error.message) });
} else if (mode === '--http' && arg !== undefined && /^\d+$/.test(arg)) {
  serveHttp(Number(arg));
} else {
  console.error('usage: node server.mjs --stdio | --http PORT');
  process.exit(2);
}
