// Reads the lines run.sh collected ("SERVER<TAB>ERA<TAB>{json of first-reply.mjs}") and prints,
// per era, one row per server: the median time to the first reply, its ratio to the TypeScript
// SDK server's median in the same run and era, and the median RSS at the first reply and after the
// calls. A server whose first reply was an error (it does not speak that era) is marked so; its
// RSS after the calls is left out, since the calls failed too.
//
// usage: node summarize.mjs RESULTS_FILE
import { readFileSync } from 'node:fs';

const REFERENCE = 'typescript-sdk-v2';
const rows = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean).map((line) => {
  const [server, era, json] = line.split('\t');
  return { server, era, ...JSON.parse(json) };
});

function median(values) {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ORDER = ['mcpgen-jdk17', 'mcpgen-jdk25', 'mcpgen-jdk25-aot', 'sdk-java-jdk17', REFERENCE];
const rank = (server) => (ORDER.includes(server) ? ORDER.indexOf(server) : ORDER.length);
const mb = (kb) => (kb === null ? '-' : (kb / 1024).toFixed(1));
for (const era of ['2026', '2025']) {
  // In the order run.sh lists them (the first round's is rotated).
  const servers = [...new Set(rows.filter((r) => r.era === era).map((r) => r.server))]
    .sort((a, b) => rank(a) - rank(b));
  if (servers.length === 0) continue;
  const first = era === '2026' ? 'server/discover (2026-07-28)' : 'initialize (2025-11-25)';
  const reference = median(rows.filter((r) => r.era === era && r.server === REFERENCE).map((r) => r.firstReplyMs));
  console.log(`\nfirst request: ${first}`);
  console.log(['server'.padEnd(22), 'spawns', 'first reply ms', `/ ${REFERENCE}`, 'RSS first MB', 'RSS after calls MB', 'note']
    .join('  '));
  for (const server of servers) {
    const runs = rows.filter((r) => r.era === era && r.server === server);
    const ms = median(runs.map((r) => r.firstReplyMs));
    const refused = runs.some((r) => r.firstReplyError);
    const calls = runs[0].calls;
    console.log([
      server.padEnd(22),
      String(runs.length).padStart(6),
      ms.toFixed(0).padStart(14),
      (reference ? (ms / reference).toFixed(2) : '-').padStart(REFERENCE.length + 2),
      mb(median(runs.map((r) => r.rssFirstKb))).padStart(12),
      (refused ? '-' : mb(median(runs.map((r) => r.rssAfterCallsKb)))).padStart(18),
      refused ? `first reply is an error: ${runs.find((r) => r.firstReplyError).firstReplyError.slice(0, 60)}`
        : `${calls} calls`
    ].join('  '));
  }
}
