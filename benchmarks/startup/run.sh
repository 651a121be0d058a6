#!/usr/bin/env bash
# Start-up of a stdio MCP server, as a desktop or IDE host sees it: the time from spawning the
# server to its reply to the first request, the median of N spawns per server and first request,
# interleaved in one run (every server and request once per round, the order rotated each round),
# and the server's resident set (VmRSS) at that reply and after CALLS tools/call echo requests.
# Two first requests: the 2026-07-28 server/discover, and a 2025-11-25 initialize.
#
# Servers, all offering the same echo tool:
#   mcpgen-jdk17          the interop server (it/interop's jar, server --stdio) on JDK 17
#   mcpgen-jdk25          the same jar on JDK 25
#   mcpgen-jdk25-aot      the same on JDK 25 with an AOT cache made by `mcpgen-cli aot` (one
#                         training run with -XX:AOTCacheOutput, then -XX:AOTCache)
#   sdk-java-jdk17        the MCP Java SDK 2.2.0's stdio server (io.mcpgen.benchmarks.startup.SdkStdioServer,
#                         in benchmarks.jar) on JDK 17; it speaks 2026-07-28 only
#   typescript-sdk-v2     testkit/node/interop/server.mjs --stdio on Node; the reference of the ratios
#
#   benchmarks/startup/run.sh            # N=10
#   benchmarks/startup/run.sh 3          # a smoke run, about a minute on a quiet machine
#
# Knobs (environment): JAVA17 (java on PATH), JAVA25 (a JDK 25 java; else one is looked for beside
# JAVA17's JDK; without one the JDK 25 rows are left out), CALLS (100), SKIP_BUILD=1 (use the jars
# built already), MAVEN_ARGS (e.g. -o). Figures on a loaded machine are noise: read the ratios of
# one run, on a quiet machine. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-10}"
calls="${CALLS:-100}"
here=benchmarks/startup
interop=it/interop/target/mcpgen-interop.jar
cli=tools/cli/target/mcpgen-cli.jar
benchmarks=benchmarks/target/benchmarks.jar
java17="${JAVA17:-java}"

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  # shellcheck disable=SC2086
  ./mvnw -B -q ${MAVEN_ARGS:-} -pl it/interop,tools/cli,benchmarks -am package -DskipTests
fi
if [ ! -d testkit/node/node_modules/@modelcontextprotocol/server ]; then
  (cd testkit/node && npm ci --no-audit --no-fund)
fi

# The feature release of a JDK home, from its release file (0 when there is none).
feature() {
  sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null | head -1 | grep . || echo 0
}
java25="${JAVA25:-}"
if [ -z "$java25" ]; then
  jdks="$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v "$java17")")")")")"
  for home in "$jdks"/*; do
    if [ -x "$home/bin/java" ] && [ "$(feature "$home")" -ge 25 ]; then java25="$home/bin/java"; break; fi
  done
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
names=(mcpgen-jdk17)
commands=("$java17 -jar $interop server --stdio")
if [ -n "$java25" ]; then
  echo "training an AOT cache for the interop server on $java25"
  "$java17" -jar "$cli" aot --jar "$interop" --java "$java25" --cache "$work/interop.aot" -- server --stdio \
    > "$work/aot.txt"
  names+=(mcpgen-jdk25 mcpgen-jdk25-aot)
  commands+=("$java25 -jar $interop server --stdio" "$java25 -XX:AOTCache=$work/interop.aot -jar $interop server --stdio")
else
  echo "no JDK 25 found (set JAVA25): the JDK 25 rows are left out" >&2
fi
names+=(sdk-java-jdk17 typescript-sdk-v2)
commands+=("$java17 -cp $benchmarks io.mcpgen.benchmarks.startup.SdkStdioServer" "node testkit/node/interop/server.mjs --stdio")

echo "$runs rounds of ${#names[@]} servers x 2 first requests, $calls calls each"
results="$work/results.tsv"
count=${#names[@]}
for round in $(seq 1 "$runs"); do
  for offset in $(seq 0 $((count - 1))); do
    i=$(( (offset + round) % count ))
    for era in 2026 2025; do
      # shellcheck disable=SC2086
      line="$(node "$here/first-reply.mjs" --era "$era" --calls "$calls" -- ${commands[$i]})"
      printf '%s\t%s\t%s\n' "${names[$i]}" "$era" "$line" >> "$results"
    done
  done
  echo "  round $round done"
done
node "$here/summarize.mjs" "$results"
echo
echo "JDK 17: $("$java17" -version 2>&1 | head -1); JDK 25: ${java25:+$("$java25" -version 2>&1 | head -1)}; node $(node --version); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
