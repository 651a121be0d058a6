#!/usr/bin/env bash
# Builds the benchmarks jar and runs the requestState codec benchmark beside its baselines, with
# the allocation profiler. Extra arguments go to JMH, e.g. `-p payloadBytes=300` or `-f 2`.
# On a shared machine, compare the ratios within one run rather than figures across runs; the
# same operations timed by thread CPU time, with each ratio to its floor:
#   java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.state.CpuTimeState [regex]
# and two builds of this jar (a copy kept from before a change, and the new one) compared on one
# operation, interleaved in one JVM:
#   java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.state.PairedRun old.jar new.jar 300 codecSignedMintVerify
set -euo pipefail
cd "$(dirname "$0")/.."

./mvnw -B -q -pl benchmarks -am package -DskipTests
java -jar benchmarks/target/benchmarks.jar 'io\.mcpgen\.benchmarks\.state\.RequestStateBenchmark\.' \
  -prof gc -rf text -rff benchmarks/target/run-state.txt "$@"
