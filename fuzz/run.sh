#!/usr/bin/env bash
# Fuzzes every Jazzer target for SECONDS each (default 30), one after another, and fails when any
# target finds an input that breaks its property. Usage: fuzz/run.sh [SECONDS [FILTER]]
# (FILTER: fuzz only the targets whose Class#method contains it).
#
# The targets are @FuzzTest methods in the tests of json-jackson and of this module (listed in
# docs/runtime.md, "Fuzzing"); every build runs their seed corpus as ordinary tests. Here each runs under Jazzer's
# command-line driver (which takes a time budget; the JUnit integration takes it from the
# annotation only), seeded with the corpus in <module>/src/test/resources/<package>/<Class>Inputs/.
# New corpus entries go to <module>/target/fuzz/corpus/<target>/, and a failing input to
# <module>/target/fuzz/findings/<target>-crash-<sha1>: copy it into the target's Inputs directory
# so that every build runs it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
filter="${2:-}"
repo=()
if [ -n "${MAVEN_REPO_LOCAL:-}" ]; then
  repo=("-Dmaven.repo.local=$MAVEN_REPO_LOCAL")
fi

# module:class#method
targets=(
  json-jackson:io.mcpgen.json.Utf8ReaderFuzzTest#parseAgreesWithJackson
  fuzz:io.mcpgen.runtime.state.RequestStateFuzzTest#verifyRejectsAnythingItDidNotMint
  fuzz:io.mcpgen.runtime.state.RequestStateFuzzTest#singleUseTokensVerifyOnceAndEditsNever
  fuzz:io.mcpgen.runtime.server.EngineFuzzTest#everyMessageGetsAWellFormedReply
  fuzz:io.mcpgen.runtime.server.InputResponsesFuzzTest#everyRetryGetsAWellFormedReply
)

# One reactor build, so that the modules on the class path are this checkout's (their target/
# folders), not whatever snapshot the local Maven repository holds.
./mvnw -B -q "${repo[@]}" -pl json-jackson,fuzz -am test-compile dependency:build-classpath -DskipTests \
  -DincludeScope=test -Dmdep.outputFile=target/test.classpath >/dev/null

failed=()
summary=()
for entry in "${targets[@]}"; do
  module="${entry%%:*}"
  target="${entry#*:}"
  if [ -n "$filter" ] && [[ "$target" != *"$filter"* ]]; then
    continue
  fi
  class="${target%#*}"
  method="${target#*#}"
  name="${class##*.}.$method"
  classpath="$module/target/test-classes:$module/target/classes:$(cat "$module/target/test.classpath")"
  seeds="$module/src/test/resources/$(echo "${class%.*}" | tr . /)/${class##*.}Inputs/$method"
  work="$module/target/fuzz"
  corpus="$work/corpus/$name"
  log="$work/findings/$name.log"
  mkdir -p "$corpus" "$work/findings"
  echo "fuzz: $name for ${seconds}s"
  status=0
  java -cp "$classpath" com.code_intelligence.jazzer.Jazzer \
    --target_class="$class" --target_method="$method" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/findings/$name-" \
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
