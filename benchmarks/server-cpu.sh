#!/usr/bin/env bash
# Server CPU per two-round confirm_order flow over Streamable HTTP: one ServerZoo target in its
# own JVM under HttpLoad (16 workers), warmed, then loaded for DURATION seconds; the server
# process's user + system CPU time (Linux /proc) over that run, divided by the flows it completed.
# Throughput on 2 cores swings with the load client's share of them; the server's CPU per flow
# much less, so this is the figure for before/after comparisons of the server path. Two runs per
# build, alternated, at the least.
#
#   benchmarks/server-cpu.sh                          # mcpgen-jetty, the jar built now
#   benchmarks/server-cpu.sh ceiling-jetty            # the fixed reply on the same Jetty: the floor
#   JAR=../other-build/benchmarks.jar benchmarks/server-cpu.sh   # another build's benchmarks.jar
#
# Knobs (environment): JAR (benchmarks/target/benchmarks.jar, built unless SKIP_BUILD=1 or JAR is
# given), CLIENTS (16), WARMUP seconds (45), DURATION seconds (20), SERVER_JAVA_OPTS
# (-Xms256m -Xmx256m), JAVA (java). Targets: those of ServerZoo (see load-sdk.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-mcpgen-jetty}"
java_bin="${JAVA:-java}"
jar="${JAR:-benchmarks/target/benchmarks.jar}"
if [ -z "${JAR:-}" ] && [ "${SKIP_BUILD:-0}" != 1 ]; then
  ./mvnw -B -q -pl benchmarks -am package -DskipTests
fi
kind=--target
case "$target" in ceiling-*) kind=--ceiling ;; esac

logs="$(mktemp -d)"
# shellcheck disable=SC2086
"$java_bin" ${SERVER_JAVA_OPTS:--Xms256m -Xmx256m} -cp "$jar" io.mcpgen.benchmarks.load.ServerZoo "$target" \
  2>"$logs/server.log" >/dev/null &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$logs"' EXIT
url=""
for _ in $(seq 1 300); do
  url="$(grep -so 'http://127.0.0.1:[0-9]*/mcp' "$logs/server.log" | head -1 || true)"
  if [ -n "$url" ]; then break; fi
  sleep 0.2
done
if [ -z "$url" ]; then echo "the $target server did not start:" >&2; cat "$logs/server.log" >&2; exit 1; fi

load() { "$java_bin" -cp "$jar" io.mcpgen.benchmarks.load.HttpLoad --concurrency "${CLIENTS:-16}" "$@" "$kind" "s=$url"; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

load --warmup "${WARMUP:-45}" --duration 5 --passes 1 >/dev/null
before="$(cpu_ticks)"
out="$(load --warmup 1 --window 1 --plateau 2 --tolerance 100 --duration "${DURATION:-20}" --passes 1)"
after="$(cpu_ticks)"
flows="$(echo "$out" | grep -o '[0-9]* flows, [0-9]* failed' | tail -1)"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$target: $flows in ${DURATION:-20} s (+1 s start), $(echo "$out" | grep -E '^s ' | tail -1 | sed 's/^s *//')"
awk -v ticks="$((after - before))" -v hz="$(getconf CLK_TCK)" -v flows="${flows%% *}" 'BEGIN {
  per = flows > 0 ? ticks / hz * 1e6 / flows : 0
  printf "server CPU %.2f s; per flow %.1f us\n", ticks / hz, per }'
