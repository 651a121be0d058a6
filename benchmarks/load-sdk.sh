#!/usr/bin/env bash
# HTTP load against the MCP Java SDK 2.2.0 modern server and the transport ceilings: complete
# two-round confirm_order flows per second, p50 and p99, over Streamable HTTP on loopback, same
# load client (io.mcpgen.benchmarks.load.HttpLoad) and concurrency for every target. Each server
# runs in its own JVM (io.mcpgen.benchmarks.load.ServerZoo), so no JIT profile, heap or GC is shared:
#
#   mcpgen-jetty     the interop server on mcpgen's default server (JettyMcpServer, native Jetty handler)
#   mcpgen-servlet   the same in mcpgen's McpServlet on Jetty 12.1's ee10 servlet container
#   sdk-servlet      the same tool on SDK 2.2.0's modern McpServer + HttpServletMcpTransport, same container
#   ceiling-jetty    a fixed reply from a native Jetty handler (the ceiling of mcpgen-jetty)
#   ceiling-servlet  a fixed reply from a servlet on the same container (the ceiling of the servlets)
#   typescript       the TypeScript SDK server (testkit/node/interop), only with LOAD_TS=1 (needs Node 20+, npm)
#
# Every target first answers one checked flow; then each is warmed in 5 s windows until three
# in a row agree within 5 % (or the cap), printing the warm-up curve; then PASSES passes of
# DURATION s each, the order rotated per pass. The summary gives each server's flows/s as a
# fraction of its ceiling's (ceiling requests/s / 2 rounds) and as a ratio to sdk-servlet.
#
#   benchmarks/load-sdk.sh                      # 16 clients; about 4 to 7 minutes
#   LOAD_CLIENTS="16 64" benchmarks/load-sdk.sh # both concurrencies, one after the other
#   LOAD_TS=1 benchmarks/load-sdk.sh            # with the TypeScript server too
#
# Knobs (environment): LOAD_CLIENTS (16), WARMUP_CAP seconds per target (60), DURATION s per
# pass (10), PASSES (2), SKIP_BUILD=1 to use the jar already built, SERVER_JAVA_OPTS for every server JVM (-Xms256m -Xmx256m), JAVA (java);
# options after the script go to HttpLoad (--window S --plateau N --tolerance PCT ...).
# Worst case with the defaults: 5 targets x (60 s cap + 2 x 10 s) = 6.7 minutes after the build.
set -euo pipefail
cd "$(dirname "$0")/.."

java_bin="${JAVA:-java}"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  ./mvnw -B -q -pl benchmarks -am package -DskipTests
fi
if [ "${LOAD_TS:-0}" = 1 ] && [ ! -d testkit/node/node_modules/@modelcontextprotocol/server ]; then
  (cd testkit/node && npm ci --no-audit --no-fund)
fi

# shellcheck source=lib/servers.sh
. benchmarks/lib/servers.sh

targets=()
for name in mcpgen-jetty mcpgen-servlet sdk-servlet ceiling-jetty ceiling-servlet; do
  # shellcheck disable=SC2086
  start "$name" "$java_bin" ${SERVER_JAVA_OPTS:--Xms256m -Xmx256m} -cp benchmarks/target/benchmarks.jar \
    io.mcpgen.benchmarks.load.ServerZoo "$name"
  case "$name" in
    ceiling-*) targets+=(--ceiling "$name=$url") ;;
    *) targets+=(--target "$name=$url") ;;
  esac
done
if [ "${LOAD_TS:-0}" = 1 ]; then
  start typescript sh -c 'cd testkit/node && exec node interop/server.mjs --http 0'
  targets+=(--target "typescript=$url")
fi

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$java_bin" -version 2>&1 | head -1); server JVMs: ${SERVER_JAVA_OPTS:--Xms256m -Xmx256m}"
for clients in ${LOAD_CLIENTS:-16}; do
  "$java_bin" -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.load.HttpLoad \
    --concurrency "$clients" --warmup "${WARMUP_CAP:-60}" --duration "${DURATION:-10}" --passes "${PASSES:-2}" \
    "${targets[@]}" --ceiling-of mcpgen-jetty=ceiling-jetty --ceiling-of mcpgen-servlet=ceiling-servlet \
    --ceiling-of sdk-servlet=ceiling-servlet --baseline sdk-servlet "$@"
  echo "load average after $clients clients: $(cut -d' ' -f1-3 /proc/loadavg)"
done
