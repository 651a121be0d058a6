// The TypeScript SDK v1 (@modelcontextprotocol/sdk 1.32.2, MCP 2025-11-25) side of mcpgen's
// two-era interop tests: the same tools, prompt and resource as the Java interop server
// (src/main/java/io/mcpgen/it/interop/Interop.java) and server.mjs, written the 2025 way: a
// session opened by initialize, and every input asked with a real server-to-client request
// (elicitation/create, sampling/createMessage, roots/list) on the request's own stream, while the
// handler waits for the answer.
//
//   node server-v1.mjs --stdio
//   node server-v1.mjs --http PORT          (127.0.0.1, endpoint /mcp, sessions by Mcp-Session-Id)
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CreateMessageResultSchema,
  ElicitResultSchema,
  ListRootsResultSchema,
  isInitializeRequest
} from '@modelcontextprotocol/sdk/types.js';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

const text = value => ({ content: [{ type: 'text', text: value }] });

// Every question goes on the stream of the request that asks (extra.sendRequest relates it).
const confirmForm = message => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { confirmed: { type: 'boolean' } }, required: ['confirmed'] }
  }
});
const nameForm = {
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: 'What is your name?',
    requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }
  }
};
const helloSampling = {
  method: 'sampling/createMessage',
  params: { messages: [{ role: 'user', content: { type: 'text', text: 'Say hello' } }], maxTokens: 50 }
};

async function confirmed(extra, message) {
  const answer = await extra.sendRequest(confirmForm(message), ElicitResultSchema);
  return answer.action === 'accept' && answer.content?.confirmed === true;
}

async function askName(extra) {
  const answer = await extra.sendRequest(nameForm, ElicitResultSchema);
  return answer.action === 'accept' && typeof answer.content?.name === 'string' ? answer.content.name : undefined;
}

async function sample(extra) {
  const answer = await extra.sendRequest(helloSampling, CreateMessageResultSchema);
  const content = Array.isArray(answer.content) ? answer.content[0] : answer.content;
  return content?.type === 'text' ? content.text : '';
}

function buildServer() {
  const server = new McpServer(
    { name: 'ts-v1-interop-server', version: '1.0.0' },
    { capabilities: { tools: {}, prompts: {}, resources: {} } }
  );

  server.registerTool(
    'echo',
    { description: 'Returns the text it is given.', inputSchema: { text: z.string() } },
    async ({ text: value }) => text(value)
  );

  server.registerTool(
    'confirm_order',
    { description: 'Orders an item after the user confirms.', inputSchema: { item: z.string().optional() } },
    async ({ item = 'widget' }, extra) =>
      text((await confirmed(extra, `Confirm order of ${item}?`)) ? `order confirmed: ${item}` : 'cancelled')
  );

  server.registerTool('two_step', { description: "Asks the user's name, then the client's roots." }, async extra => {
    const name = await askName(extra);
    if (name === undefined) return text('cancelled');
    const roots = await extra.sendRequest({ method: 'roots/list' }, ListRootsResultSchema);
    return text(`hello ${name}; roots: ${roots.roots.map(root => root.uri).join(',')}`);
  });

  server.registerTool('needs_sampling', { description: "Asks the client's model to say hello." }, async extra =>
    text(`sampled: ${await sample(extra)}`)
  );

  // Several inputs at once: both questions are out before either is answered.
  server.registerTool('multi_input', { description: 'Asks a name and a model reply in the same round.' }, async extra => {
    const [name, sampled] = await Promise.all([askName(extra), sample(extra)]);
    return text(`${name}: ${sampled}`);
  });

  // A 2025-era server keeps what it needs in memory while it waits; there is no requestState round.
  server.registerTool('state_only', { description: 'Takes one round that carries only requestState.' }, async () =>
    text('resumed from state')
  );

  server.registerTool('progress_confirm', { description: 'Reports progress, then asks for confirmation.' }, async extra => {
    const token = extra._meta?.progressToken;
    if (token !== undefined) {
      await extra.sendNotification({
        method: 'notifications/progress',
        params: { progressToken: token, progress: 1, total: 2, message: 'waiting for confirmation' }
      });
    }
    return text((await confirmed(extra, 'Confirm to continue?')) ? 'confirmed' : 'cancelled');
  });

  server.registerPrompt('greeting', { description: 'Greets the user by the name they give.' }, async extra => {
    const name = await askName(extra);
    return { messages: [{ role: 'user', content: { type: 'text', text: `Say hello to ${name}` } }] };
  });

  server.registerResource(
    'guarded',
    'interop://guarded',
    { description: 'Revealed after the user confirms.', mimeType: 'text/plain' },
    async (uri, extra) => {
      const contents = (await confirmed(extra, 'Reveal the guarded resource?')) ? 'secret contents' : 'not confirmed';
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: contents }] };
    }
  );
  return server;
}

const jsonError = (res, status, message) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
};

// Streamable HTTP with sessions, on plain node:http: one transport and server per session.
function serveHttp(port) {
  const sessions = new Map();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) {
      jsonError(res, 403, 'Forbidden: origin');
      return;
    }
    try {
      let body;
      if (req.method === 'POST') {
        const chunks = [];
        let size = 0;
        for await (const chunk of req) {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            jsonError(res, 413, 'Payload too large');
            return;
          }
          chunks.push(chunk);
        }
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }));
          return;
        }
      }
      const sessionId = req.headers['mcp-session-id'];
      let transport = sessionId === undefined ? undefined : sessions.get(sessionId);
      if (transport === undefined) {
        if (sessionId !== undefined) {
          jsonError(res, 404, 'Session not found');
          return;
        }
        if (req.method !== 'POST' || !isInitializeRequest(body)) {
          jsonError(res, 400, 'Bad Request: No valid session ID provided');
          return;
        }
        transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: id => sessions.set(id, transport)
        });
        transport.onclose = () => {
          if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
        };
        await buildServer().connect(transport);
      }
      await transport.handleRequest(req, res, body);
    } catch (error) {
      console.error('request failed:', error);
      if (!res.headersSent) jsonError(res, 500, 'Internal server error');
      else res.end();
    }
  });
  server.listen(port, '127.0.0.1', () => {
    console.error(`ts v1 interop server listening on http://127.0.0.1:${server.address().port}/mcp`);
  });
  const stop = () => {
    for (const transport of sessions.values()) transport.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const [mode, arg] = process.argv.slice(2);
if (mode === '--stdio') {
  await buildServer().connect(new StdioServerTransport());
} else if (mode === '--http' && arg !== undefined && /^\d+$/.test(arg)) {
  serveHttp(Number(arg));
} else {
  console.error('usage: node server-v1.mjs --stdio | --http PORT');
  process.exit(2);
}
