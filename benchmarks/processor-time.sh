#!/usr/bin/env bash
# How much time the mcpgen processor adds to a javac run that generates all of MCP 2026-07-28.
#
#   with processor: javac compiles one package-info.java annotated @McpSchema(revision = "2026-07-28");
#                   the processor reads the schema, writes ~350 sources, and javac compiles them.
#   baseline:       javac compiles those same generated sources, handed to it as input, with -proc:none.
#
# The difference is the processor's cost. Each is run RUNS times (default 5) in a fresh JVM; the
# script prints every run and the medians of the elapsed time and of the CPU time (user + system,
# which a busy machine disturbs less). Usage: benchmarks/processor-time.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One reactor run, so the processor's class path names the schema jar just built (nothing is installed);
# the last module written, the processor, leaves its class path in the file.
./mvnw -B -q -pl processor -am package dependency:build-classpath -DskipTests \
  -Dmdep.includeScope=runtime -Dmdep.outputFile="$work/processor.cp"
./mvnw -B -q -pl runtime dependency:build-classpath -Dmdep.includeScope=compile -Dmdep.outputFile="$work/runtime.cp"
processor_path="processor/target/mcpgen-processor-0.1.0-SNAPSHOT.jar:$(cat "$work/processor.cp")"
class_path="runtime/target/mcpgen-runtime-0.1.0-SNAPSHOT.jar:$(cat "$work/runtime.cp")"

mkdir -p "$work/src/bench/protocol"
cat > "$work/src/bench/protocol/package-info.java" <<'JAVA'
@McpSchema(revision = "2026-07-28")
package bench.protocol;

import io.mcpgen.annotations.McpSchema;
JAVA

flags=(--release 17 -Xlint:all,-processing -encoding UTF-8)

# One run to get the generated sources for the baseline.
mkdir -p "$work/generated" "$work/classes-seed"
javac "${flags[@]}" -processorpath "$processor_path" -cp "$class_path" \
  -s "$work/generated" -d "$work/classes-seed" "$work/src/bench/protocol/package-info.java"
find "$work/generated" -name '*.java' > "$work/generated.list"
echo "generated $(wc -l < "$work/generated.list") source files" >&2

# "elapsed cpu" of one command, in seconds.
seconds() { /usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%s %.2f", $1, $2 + $3 }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

: > "$work/with"; : > "$work/base"
for i in $(seq "$runs"); do
  rm -rf "$work/out" "$work/gen" && mkdir -p "$work/out" "$work/gen"
  w=$(seconds javac "${flags[@]}" -processorpath "$processor_path" -cp "$class_path" -s "$work/gen" -d "$work/out" \
      "$work/src/bench/protocol/package-info.java")
  rm -rf "$work/out" && mkdir -p "$work/out"
  b=$(seconds javac "${flags[@]}" -proc:none -cp "$class_path" -d "$work/out" \
      "$work/src/bench/protocol/package-info.java" @"$work/generated.list")
  echo "run $i: with processor ${w% *}s elapsed ${w#* }s cpu, baseline ${b% *}s elapsed ${b#* }s cpu"
  echo "$w" >> "$work/with"; echo "$b" >> "$work/base"
done
we=$(cut -d' ' -f1 "$work/with" | median); wc=$(cut -d' ' -f2 "$work/with" | median)
be=$(cut -d' ' -f1 "$work/base" | median); bc=$(cut -d' ' -f2 "$work/base" | median)
echo "median elapsed: with processor ${we}s, baseline ${be}s, processor adds $(awk -v w="$we" -v b="$be" 'BEGIN { printf "%.2f", w - b }')s"
echo "median cpu:     with processor ${wc}s, baseline ${bc}s, processor adds $(awk -v w="$wc" -v b="$bc" 'BEGIN { printf "%.2f", w - b }')s"
