// The TypeScript SDK (v2) as a client of the Spring Boot sample: places an order at the tea shop,
// answering its delivery form, and prints one JSON line: the rounds the call took (requests of
// tools/call put on the wire), the structured result, and whether it succeeded.
//
//   node order-client.mjs URL
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const [url] = process.argv.slice(2);
if (!url) {
  console.error('usage: node order-client.mjs URL');
  process.exit(2);
}
const transport = new StreamableHTTPClientTransport(new URL(url));

let rounds = 0;
const send = transport.send.bind(transport);
transport.send = (message, options) => {
  if (message.id !== undefined && message.method === 'tools/call') rounds++;
  return send(message, options);
};

const client = new Client(
  { name: 'ts-tea-shopper', version: '1.0.0' },
  { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } }
);
const asked = [];
client.setRequestHandler('elicitation/create', async (request) => {
  asked.push(request.params.message);
  return {
    action: 'accept',
    content: { name: 'Katherine Johnson', email: 'kj@example.com', street: '1 Langley Blvd', city: 'Hampton', shipping: 'PICKUP' }
  };
});

let report;
try {
  await client.connect(transport);
  const result = await client.callTool({ name: 'place_order', arguments: { sku: 'ASSAM-250', quantity: 3 } });
  report = { rounds, asked, order: result.structuredContent ?? null, ok: result.isError !== true };
} catch (error) {
  report = { rounds, asked, error: String(error?.message ?? error), ok: false };
}
console.log(JSON.stringify(report));
await client.close().catch(() => {});
process.exit(report.ok ? 0 : 1);
