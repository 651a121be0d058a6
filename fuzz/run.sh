#!/usr/bin/env bash
# Fuzzes every Jazzer target in fuzz/ for SECONDS each (default 30), one after another, and fails
# when any target finds an input that breaks its property. Usage: fuzz/run.sh [SECONDS [FILTER]]
# (FILTER: fuzz only the targets whose Class#method contains it).
#
# Each target runs under Jazzer's command-line driver (which takes a time budget; the JUnit
# integration takes it from the annotation only), seeded with the corpus kept in
# fuzz/src/test/resources/... . New corpus entries go to fuzz/target/corpus/<target>/, and a
# failing input to fuzz/target/findings/<target>-crash-<sha1>: copy it into the target's Inputs
# directory so that every build runs it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
filter="${2:-}"
repo=()
if [ -n "${MAVEN_REPO_LOCAL:-}" ]; then
  repo=("-Dmaven.repo.local=$MAVEN_REPO_LOCAL")
fi

# One reactor build, so that the runtime on the classpath is this checkout's (its target/ folders),
# not whatever snapshot the local Maven repository holds.
./mvnw -B -q "${repo[@]}" -pl fuzz -am test-compile dependency:build-classpath -DskipTests \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/fuzz.classpath >/dev/null
classpath="fuzz/target/test-classes:$(cat fuzz/target/fuzz.classpath)"

targets=(
  io.mcpgen.runtime.json.Utf8ReaderFuzzTest#parseAgreesWithJackson
  io.mcpgen.runtime.state.RequestStateFuzzTest#verifyRejectsAnythingItDidNotMint
  io.mcpgen.runtime.state.RequestStateFuzzTest#singleUseTokensVerifyOnceAndEditsNever
  io.mcpgen.runtime.mrtr.server.EngineFuzzTest#everyMessageGetsAWellFormedReply
  io.mcpgen.runtime.mrtr.server.InputResponsesFuzzTest#everyRetryGetsAWellFormedReply
)

failed=()
summary=()
mkdir -p fuzz/target/findings
for target in "${targets[@]}"; do
  if [ -n "$filter" ] && [[ "$target" != *"$filter"* ]]; then
    continue
  fi
  class="${target%#*}"
  method="${target#*#}"
  name="${class##*.}.$method"
  seeds="fuzz/src/test/resources/$(echo "${class%.*}" | tr . /)/${class##*.}Inputs/$method"
  corpus="fuzz/target/corpus/$name"
  log="fuzz/target/findings/$name.log"
  mkdir -p "$corpus"
  echo "fuzz: $name for ${seconds}s"
  status=0
  java -cp "$classpath" com.code_intelligence.jazzer.Jazzer \
    --target_class="$class" --target_method="$method" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="fuzz/target/findings/$name-" \
    "$corpus" "$seeds" >"$log" 2>&1 || status=$?
  runs="$(grep -Eo 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)"
  if [ "$status" -ne 0 ]; then
    failed+=("$name")
    summary+=("$name: FAILED (exit $status), see $log")
    tail -40 "$log" >&2
  else
    summary+=("$name: ${runs:-no run count in $log}s, no finding")
  fi
done

printf '%s\n' "${summary[@]}"
if [ "${#failed[@]}" -ne 0 ]; then
  echo "fuzz: findings in ${failed[*]}" >&2
  exit 1
fi
