#!/usr/bin/env bash
# Replicas behind a real load balancer: nginx (round robin) in front of three replicas of the
# interop server (it/interop `server --http`, Jetty) that share one requestState key ring
# file and one Redis replay guard, all on 127.0.0.1. A load driver makes runs of every kind of
# call through nginx, each run on a fresh client that first probes the server's era; midway one
# replica is killed (SIGKILL) and started again, and the keys are rotated by rewriting the file
# (add B, make B active, retire A one TTL later). It fails unless every call completed with its
# own values, no call that was safe to send again was lost (tool calls not safe to repeat whose
# reply was lost are reported and counted), the rounds of calls landed on different replicas, and
# a single-use requestState replayed on another replica was refused.
#
#   it/scale/run.sh            CI mode: 20 s of load
#   it/scale/run.sh full       60 s of load (the figures in docs/scaling.md)
#   it/scale/run.sh kills      40 s of load, five kills: a replica in turn every 7 s from 5 s,
#                                   each started again 2 s later (no key rotation, no single-use step)
#   it/scale/run.sh scaling    throughput through nginx with 1 and then 3 replicas, 20 s each,
#                                   after a 10 s warm-up of all three
#
# Needs it/interop/target/mcpgen-interop.jar (./mvnw -B verify builds it), nginx and
# redis-server: each is installed with apt-get when missing and this runs as root; otherwise it
# is skipped, or under CI=true it fails. Ports: SCALE_PORT_BASE (default 3940) to base+7.
# Settings: SCALE_CONCURRENCY (8), SCALE_SECONDS (overrides the mode's duration).
set -euo pipefail
cd "$(dirname "$0")/../.."

mode="${1:-ci}"
case "$mode" in
  ci) seconds=20 ;;
  full) seconds=60 ;;
  kills) seconds=40 ;;
  scaling) seconds=20 ;;
  *) echo "usage: $0 [ci|full|kills|scaling]" >&2; exit 2 ;;
esac
seconds="${SCALE_SECONDS:-$seconds}"
concurrency="${SCALE_CONCURRENCY:-8}"
base="${SCALE_PORT_BASE:-3940}"
lb_port=$base
redis_port=$((base + 4))
# requestState lifetime: short where the key rotation must fit in the run; in the kills mode, long
# enough for a round re-sent until a replica is back on a busy machine.
ttl=5
[ "$mode" = kills ] && ttl=300
jar=it/interop/target/mcpgen-interop.jar

skip_or_fail() {
  if [ "${CI:-}" = "true" ]; then
    echo "scale: $1" >&2
    exit 1
  fi
  echo "scale: $1; skipped (set CI=true to make this an error)" >&2
  exit 0
}

# Installs a Debian package when its binary is missing.
need() { # binary package
  if command -v "$1" > /dev/null 2>&1 || [ -x "/usr/sbin/$1" ]; then
    return
  fi
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
    echo "scale: installing $2" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$2" > /dev/null 2>&1 \
      || { apt-get update > /dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y \
        --no-install-recommends "$2" > /dev/null 2>&1; } \
      || skip_or_fail "could not install $2"
  else
    skip_or_fail "$1 is missing and cannot be installed here (apt-get as root)"
  fi
}

[ -f "$jar" ] || skip_or_fail "$jar is missing: build it with ./mvnw -B -pl it/interop -am package"
need nginx nginx
need redis-server redis-server
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

work="$(mktemp -d)"
pids=()
cleanup() {
  local status=$?
  if [ $status != 0 ]; then
    for log in "$work"/r*.log "$work"/nginx-error.log; do
      [ -f "$log" ] && { echo "== $log" >&2; tail -n 15 "$log" >&2; }
    done
  fi
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2> /dev/null || true
  wait 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

secret() { head -c 32 /dev/urandom | base64; }
key_a="$(secret)"
key_b="$(secret)"
keys="$work/keyring"
write_keys() { # the file's lines; replaced in one rename, so a replica never reads half a file
  printf '%s\n' "# mcpgen requestState key ring" "$@" > "$keys.next"
  chmod 600 "$keys.next"
  mv "$keys.next" "$keys"
}
write_keys "key A $key_a"

wait_port() { # port (a JVM starting on a busy machine can take a while)
  for _ in $(seq 1 1200); do
    if (exec 3<> "/dev/tcp/127.0.0.1/$1") 2> /dev/null; then return 0; fi
    sleep 0.1
  done
  echo "scale: nothing listens on port $1" >&2
  return 1
}

redis-server --save "" --appendonly no --bind 127.0.0.1 --port "$redis_port" > "$work/redis.log" 2>&1 &
pids+=($!)
wait_port "$redis_port"

declare -A replica_pid
start_replica() { # n [plain: without the single-use endpoint, which only r1 and r3 need]
  local n=$1 once=()
  [ "${2:-}" = plain ] || once=(MCPGEN_ONCE_PORT=$((base + 4 + n)) MCPGEN_REDIS_URI="redis://127.0.0.1:$redis_port")
  env MCPGEN_STATE_KEY_FILE="$keys" MCPGEN_STATE_TTL_SECONDS=$ttl MCPGEN_REPLICA="r$n" "${once[@]}" \
    java -Xmx256m -XX:+UseSerialGC -jar "$jar" server --http $((base + n)) >> "$work/r$n.log" 2>&1 &
  replica_pid[$n]=$!
  pids+=($!)
}

start_nginx() { # number of replicas
  local servers=""
  for n in $(seq 1 "$1"); do
    servers+="    server 127.0.0.1:$((base + n)) max_fails=1 fail_timeout=2s;"$'\n'
  done
  mkdir -p "$work/client_body" "$work/proxy" "$work/fastcgi" "$work/uwsgi" "$work/scgi"
  awk -v work="$work" -v port="$lb_port" -v servers="$servers" '
    { gsub(/@WORK@/, work); gsub(/@PORT@/, port); if ($0 == "@SERVERS@") { printf "%s", servers; next } print }
  ' it/scale/nginx.conf.template > "$work/nginx.conf"
  "$nginx_bin" -p "$work" -c "$work/nginx.conf"
  wait_port "$lb_port"
}

stop_nginx() {
  kill "$(cat "$work/nginx.pid")" 2> /dev/null || true
  for _ in $(seq 1 50); do [ -f "$work/nginx.pid" ] || break; sleep 0.1; done
}

load() { # seconds [more driver options]
  local duration=$1
  shift
  timeout $((duration + 240)) java -Xmx512m -jar "$jar" load --url "http://127.0.0.1:$lb_port/mcp" \
    --seconds "$duration" --concurrency "$concurrency" "$@"
}

if [ "$mode" = scaling ]; then
  for n in 1 2 3; do start_replica "$n"; wait_port $((base + n)); done
  # Every replica warms up first (its JIT), or the three-replica figure pays for two cold JVMs.
  echo "== warm-up: 10 s through nginx in front of all three (not counted)"
  start_nginx 3
  load 10 > /dev/null
  stop_nginx
  echo "== 1 replica behind nginx, $seconds s, concurrency $concurrency"
  start_nginx 1
  load "$seconds" | tee "$work/one.txt"
  stop_nginx
  echo "== 3 replicas behind nginx, $seconds s, concurrency $concurrency"
  start_nginx 3
  load "$seconds" | tee "$work/three.txt"
  one=$(grep -o '"flowsPerSecond":[0-9.]*' "$work/one.txt" | cut -d: -f2)
  three=$(grep -o '"flowsPerSecond":[0-9.]*' "$work/three.txt" | cut -d: -f2)
  echo "scaling 1 -> 3 replicas: $one -> $three flows/s (x$(awk -v a="$one" -v b="$three" 'BEGIN { printf "%.2f", b / a }'))"
  exit 0
fi

for n in 1 2 3; do # one after the other: three JVMs starting at once on two cores crawl
  start_replica "$n"
  wait_port $((base + n))
  wait_port $((base + 4 + n))
done
start_nginx 3
echo "scale: nginx on 127.0.0.1:$lb_port in front of replicas r1-r3; $seconds s of load at concurrency $concurrency"

# The kills mode leaves out the single-use step: its replicas may still be starting when the load ends.
once=(--once "http://127.0.0.1:$((base + 5))/mcp,http://127.0.0.1:$((base + 7))/mcp")
[ "$mode" = kills ] && once=()
load "$seconds" "${once[@]}" > "$work/driver.txt" 2>&1 &
driver=$!
pids+=($driver)
# The timeline starts when the driver's flows do (a JVM starts slowly on a busy machine).
for _ in $(seq 1 600); do grep -q "^load started" "$work/driver.txt" && break; sleep 0.1; done
started=$SECONDS
at() { # second of the run
  local wait=$(($1 - (SECONDS - started)))
  [ $wait -gt 0 ] && sleep $wait
  return 0
}
now() { echo "t=$((SECONDS - started))s"; }

# Waits until the last key ring line of every replica says this (a replica not yet listening
# reads the current file when it starts).
await_ring() { # text
  for _ in $(seq 1 100); do
    local all=1
    for n in 1 2 3; do
      [ "$(grep 'key ring \(re\)\?loaded' "$work/r$n.log" | tail -n 1 | grep -cF "$1")" = 1 ] || all=0
    done
    [ $all = 1 ] && return 0
    sleep 0.1
  done
  echo "scale: a replica did not take the key ring with $1" >&2
  return 1
}

# Kills a replica (SIGKILL: requests in flight are cut).
kill_replica() { # n
  kill -9 "${replica_pid[$1]}"
  wait "${replica_pid[$1]}" 2> /dev/null || true
  echo "scale: $(now) killed r$1 (SIGKILL)"
}

# Starts a killed replica again; r1 and r3 with the single-use endpoint the last step uses.
restart_replica() { # n
  if [ "$1" = 2 ]; then start_replica 2 plain; else start_replica "$1"; fi
  echo "scale: $(now) started r$1 again"
}

if [ "$mode" = kills ]; then
  # Five kills in 40 s: r1, r2, r3, r1, r2 at 5, 12, 19, 26 and 33 s, each started again 2 s later
  # (the new JVM listens from 2 s on an idle machine to far longer on a busy one; not waited for).
  for i in 0 1 2 3 4; do
    n=$((i % 3 + 1))
    at $((5 + 7 * i))
    kill_replica "$n"
    at $((7 + 7 * i))
    restart_replica "$n"
  done
  echo "scale: 5 kills done"
else
  # Key rotation by rewriting the file: B is added everywhere, then mints, and A goes one TTL later.
  at $((seconds * 10 / 100))
  write_keys "key A $key_a" "key B $key_b" "active A"
  await_ring "keys [A, B], active A"
  echo "scale: $(now) step 1: key B listed on every replica, A mints"
  write_keys "key A $key_a" "key B $key_b" "active B"
  await_ring "keys [A, B], active B"
  echo "scale: $(now) step 2: key B mints on every replica"
  sleep $((ttl + 1))
  write_keys "key B $key_b"
  await_ring "keys [B], active B"
  echo "scale: $(now) step 3: key A retired (one TTL of $ttl s after step 2)"

  # A replica dies mid-run (SIGKILL: requests in flight are cut) and is started again at once; the
  # new JVM takes from 2 s on an idle machine to far longer on a busy one before it listens.
  at $((seconds * 45 / 100))
  kill -9 "${replica_pid[2]}"
  wait "${replica_pid[2]}" 2> /dev/null || true
  echo "scale: $(now) killed r2 (SIGKILL) and started it again"
  start_replica 2 plain
  wait_port $((base + 2))
  echo "scale: $(now) r2 listens again"
fi

status=0
wait "$driver" || status=$?
cat "$work/driver.txt"
if grep -q "WARNING.*key ring" "$work"/r*.log; then
  echo "scale: a replica refused a key ring file:" >&2
  grep "WARNING.*key ring" "$work"/r*.log >&2 || true
  status=1
fi
exit $status
