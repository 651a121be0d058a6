#!/usr/bin/env bash
# Load benchmark: complete confirm_order flows (2 rounds each) per second, and p50/p99 latency,
# over Streamable HTTP on loopback. The Java interop server (it/interop) on the Jetty server,
# the same on the JDK-based server kept as a baseline (`server --http-jdk`), and the TypeScript
# SDK server offering the same tool (testkit/node/interop/server.mjs) are started side by side and
# measured one after the other by the same Java load client, with the same concurrency, warm-up
# and duration: all three are warmed up before any is measured, and each pass measures them in
# an order rotated from the pass before (jetty, jdk, typescript; then jdk, typescript, jetty). Needs Node 20+ and npm for the TypeScript server.
#
#   LOAD_CLIENTS="16 64" benchmarks/load-http.sh [--warmup S] [--duration S] [--passes P]
#
# Defaults: 16 then 64 workers (LOAD_CLIENTS), warm-up in 5 s windows until three agree within
# 5 % or 30 s passed (HttpLoad prints the curve), 30 s measured, 2 passes at each concurrency;
# later options override them. The comparison with the SDK 2.2.0 modern server and the transport
# ceilings is benchmarks/load-sdk.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

./mvnw -B -q -pl it/interop,benchmarks -am package -DskipTests
if [ ! -d testkit/node/node_modules/@modelcontextprotocol/server ]; then
  (cd testkit/node && npm ci --no-audit --no-fund)
fi

# shellcheck source=lib/servers.sh
. benchmarks/lib/servers.sh

export MCPGEN_STATE_KEY="$(head -c 32 /dev/urandom | base64)"
start jetty java -jar it/interop/target/mcpgen-interop.jar server --http 0
jetty_url="$url"
start jdk java -jar it/interop/target/mcpgen-interop.jar server --http-jdk 0
jdk_url="$url"
start typescript sh -c 'cd testkit/node && exec node interop/server.mjs --http 0'
ts_url="$url"

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java $(java -version 2>&1 | head -1), node $(node --version)"
for clients in ${LOAD_CLIENTS:-16 64}; do
  java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.load.HttpLoad \
    --concurrency "$clients" --warmup 30 --duration 30 --passes 2 "$@" \
    --target "jetty=$jetty_url" --target "jdk=$jdk_url" --target "typescript=$ts_url"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
