#!/usr/bin/env bash
# JMH round trips (read + write) of five MCP messages: mcpgen's generated codecs beside the
# official MCP Java SDK 2.2.0's 2026-07-28 records (one pass, and its transport path), DSL-JSON,
# avaje-jsonb, Jackson's JsonNode and a UTF-8 scan of the bytes (the floor).
# Usage: benchmarks/run-json.sh [extra JMH options], e.g. -prof gc
#        benchmarks/run-json.sh --cpu [MESSAGE...]   (the same round trips timed by thread CPU time,
#          see CpuTimeRoundTrip; MESSAGE e.g. retryRequest limits the run to that message's variants)
# Two builds of benchmarks.jar (one kept from before a change) compared on the generated round trips,
# interleaved in one JVM:
#   java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.json.PairedRoundTrip before.jar after.jar [MESSAGE...]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl benchmarks -am package -DskipTests
if [ "${1:-}" = "--cpu" ]; then
  shift
  exec java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.json.CpuTimeRoundTrip "$@"
fi
java -jar benchmarks/target/benchmarks.jar 'io.mcpgen.benchmarks.json.RoundTripBenchmark' "$@"
