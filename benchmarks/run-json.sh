#!/usr/bin/env bash
# JMH round trips (read + write) of three MCP messages: mcpgen's generated codecs beside the
# official MCP Java SDK (one pass, and its transport path) and Jackson's JsonNode.
# Usage: benchmarks/run-json.sh [extra JMH options], e.g. -prof gc
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl benchmarks -am package -DskipTests
java -jar benchmarks/target/benchmarks.jar 'io.mcpgen.benchmarks.json.RoundTripBenchmark' "$@"
