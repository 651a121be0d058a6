#!/usr/bin/env bash
# Builds the benchmarks jar and runs the 3-round MRTR flow benchmark (client loop, in-memory
# transport, server engine, requestState codec) with the allocation profiler. Extra arguments go
# to JMH, e.g. `-f 2` or `-i 10`. Throughput is flows per second; gc.alloc.rate.norm is the bytes
# allocated per flow.
set -euo pipefail
cd "$(dirname "$0")/.."

./mvnw -B -q -pl benchmarks -am package -DskipTests
java -jar benchmarks/target/benchmarks.jar 'io\.mcpgen\.benchmarks\.mrtr\.MrtrFlowBenchmark\.' \
  -prof gc -rf text -rff benchmarks/target/run-mrtr.txt "$@"
