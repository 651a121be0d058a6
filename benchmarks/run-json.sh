#!/usr/bin/env bash
# JMH round trips (read + write) of three MCP messages: mcpgen's generated codecs beside the
# official MCP Java SDK (one pass, and its transport path) and Jackson's JsonNode.
# Usage: benchmarks/run-json.sh [extra JMH options], e.g. -prof gc
#        benchmarks/run-json.sh --cpu    (the same round trips timed by thread CPU time; see CpuTimeRoundTrip)
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl benchmarks -am package -DskipTests
if [ "${1:-}" = "--cpu" ]; then
  exec java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.json.CpuTimeRoundTrip
fi
java -jar benchmarks/target/benchmarks.jar 'io.mcpgen.benchmarks.json.RoundTripBenchmark' "$@"
