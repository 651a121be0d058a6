# Sourced by the load scripts (not run by itself): starts servers on ephemeral loopback ports and
# stops them, with their logs, when the script exits.

logs="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap cleanup EXIT

# start NAME COMMAND...: runs COMMAND in the background and waits (up to 60 s) for it to print the
# endpoint it listens on; sets $url to that URL, or prints the server's log and exits.
start() {
  local name="$1"; shift
  "$@" 2>"$logs/$name.log" >/dev/null &
  pids+=("$!")
  for _ in $(seq 1 300); do
    url="$(grep -so 'http://127.0.0.1:[0-9]*/mcp' "$logs/$name.log" | head -1 || true)"
    if [ -n "$url" ]; then return; fi
    sleep 0.2
  done
  echo "the $name server did not start:" >&2; cat "$logs/$name.log" >&2; exit 1
}
