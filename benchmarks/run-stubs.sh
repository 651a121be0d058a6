#!/usr/bin/env bash
# Builds the benchmarks jar and runs the stubs benchmark: the dispatcher mcpgen generates from an
# annotated interface against a hand-written one for the same tools, on the same engine, for a
# one-round tool call and a two-round MRTR call, with the allocation profiler. Extra arguments go
# to JMH, e.g. `-f 3` or `-i 10`. Throughput is calls per second; gc.alloc.rate.norm is the bytes
# allocated per call. On a shared machine, compare the two dispatchers within one run.
#        benchmarks/run-stubs.sh --cpu    (the same calls timed by thread CPU time, the two
#                                          dispatchers taking turns; see CpuTimeStubs)
set -euo pipefail
cd "$(dirname "$0")/.."

./mvnw -B -q -pl benchmarks -am package -DskipTests
if [ "${1:-}" = "--cpu" ]; then
  exec java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.stubs.CpuTimeStubs
fi
java -jar benchmarks/target/benchmarks.jar 'io\.mcpgen\.benchmarks\.stubs\.StubsBenchmark\.' \
  -prof gc -rf text -rff benchmarks/target/run-stubs.txt "$@"
