#!/usr/bin/env bash
# Runs the demo exactly as the top-level README.md writes it (the ```sh block between
# <!-- demo:begin --> and <!-- demo:end -->), from the repository's top, and checks that it exits 0
# and prints the lines that show each kind of round. Used by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/../.."

between_markers="$(awk '/<!-- demo:end -->/ { on = 0 } on { print } /<!-- demo:begin -->/ { on = 1 }' README.md)"
if [ "$(grep -c '^```sh$' <<<"$between_markers")" != 1 ]; then
  echo "check-demo: README.md needs exactly one \`\`\`sh block between <!-- demo:begin --> and <!-- demo:end -->" >&2
  exit 1
fi
command="$(awk '/^```$/ { on = 0 } on { print } /^```sh$/ { on = 1 }' <<<"$between_markers")"
if [ -z "$command" ]; then
  echo "check-demo: the demo block in README.md is empty" >&2
  exit 1
fi

echo "check-demo: $command"
output="$(mktemp)"
trap 'rm -f "$output"' EXIT
started=$SECONDS
status=0
bash -c "$command" </dev/null >"$output" 2>&1 || status=$?
echo "check-demo: exit $status after $((SECONDS - started)) s"

failed=0
if [ "$status" != 0 ]; then
  echo "check-demo: the demo exited with $status" >&2
  failed=1
fi
expected=(
  'order desk served at http://127.0.0.1:'
  'round 1  asks delivery (form): Where should 2 x DARJ-100 go?'
  'result (2 requests): order A-1001 PLACED, 32.40 EUR, to Ada Lovelace, 12 Analytical Row, London'
  'round 1  asks card (sampling, at most 60 tokens): '
  'round 1  asks checkout (URL): Pay order A-1001 on the payment provider'
  'round 1  asks workspace (roots): '
  'round 3  asks refund (form): Refund 12.50 EUR: where to?'
  'result (4 requests): return R-1 of 1 from A-1001: 13.75 EUR shop credit once the parcel is back'
  '7. prompts/get review_request'
  '8. resources/read shop://orders/A-1001'
  'done: 8 calls over Streamable HTTP'
)
for line in "${expected[@]}"; do
  if ! grep -qF -- "$line" "$output"; then
    echo "check-demo: missing from the output: $line" >&2
    failed=1
  fi
done
if [ "$failed" != 0 ]; then
  echo "check-demo: the demo printed:" >&2
  cat "$output" >&2
  exit 1
fi
echo "check-demo: ok"
