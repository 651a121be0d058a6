#!/usr/bin/env bash
# How much time the mcpgen processor adds to javac, cold (a fresh javac per compile, as a CI build
# or `mvn compile` without a daemon) and warm (the javax.tools compiler in a loop in one JVM, as a
# build daemon compiles), on two projects:
#
#   schema: one package-info.java annotated @McpSchema(revision = "2026-07-28"); the processor reads
#           the schema, writes ~350 sources, and javac compiles them. Baseline: javac compiles those
#           same generated sources, handed to it as input, with -proc:none.
#   user:   a user's project: one @McpServer interface of five tools, its records and its
#           implementation. Baseline: the same sources with -proc:none (which then has no server,
#           schemas or client to compile: the difference is all the processor makes a build do).
#
# The difference is the processor's cost. Cold, each is run RUNS times (default 5) in a fresh JVM;
# the script prints every run and the medians of the elapsed time and of the CPU time (user +
# system, which a busy machine disturbs less). Warm is io.mcpgen.benchmarks.processor.ProcessorCost
# (WARM_UP warm-up compiles, default 10, then RUNS measured, alternating with and without); it also
# prints the GC and JIT time of a compile and the compiling thread's CPU time in each javac phase and
# round. JVM flags for it go in WARM_JAVA_OPTS; -Dprocessorcost.modes=shared_loader (or
# processor_path) measures that mode alone against the baseline, undisturbed by the other mode's
# class loading.
# Usage: benchmarks/processor-time.sh [RUNS] [PARTS], PARTS a list of cold-schema, cold-user,
# warm-user, warm-schema (default: all four). Maven flags go in MAVEN_ARGS (e.g. -o).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
parts="${2:-cold-schema cold-user warm-user warm-schema}"
warm_up="${WARM_UP:-10}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One reactor run, so the processor's class path names the schema jar just built (nothing is installed);
# the last module written, the processor, leaves its class path in the file.
./mvnw -B -q -pl processor -am package dependency:build-classpath -DskipTests \
  -DincludeScope=runtime -Dmdep.outputFile="$work/processor.cp"
# The warm harness lives in the benchmarks jar.
case "$parts" in *warm*) ./mvnw -B -q -pl benchmarks -am package -DskipTests ;; esac
./mvnw -B -q -pl runtime dependency:build-classpath -DincludeScope=compile -Dmdep.outputFile="$work/runtime.cp"
processor_path="processor/target/mcpgen-processor-0.1.0-SNAPSHOT.jar:$(cat "$work/processor.cp")"
class_path="runtime/target/mcpgen-runtime-0.1.0-SNAPSHOT.jar:$(cat "$work/runtime.cp")"

mkdir -p "$work/src/bench/protocol"
cat > "$work/src/bench/protocol/package-info.java" <<'JAVA'
@McpSchema(revision = "2026-07-28")
package bench.protocol;

import io.mcpgen.annotations.McpSchema;
JAVA

# The user's project: one interface of five tools, as a user writes one, and its implementation.
mkdir -p "$work/user/com/example/flights"
cat > "$work/user/com/example/flights/Flights.java" <<'JAVA'
package com.example.flights;

import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import java.util.List;

/** A travel agent's flights, as an MCP server. */
@McpServer(name = "flights", version = "1.0")
public interface Flights {

  /** Finds flights between two airports on a day. */
  @Tool(value = "search", readOnly = true, destructive = false)
  Offers search(Search search);

  /** Books an offer for passengers. */
  @Tool("book")
  Booking book(Book book);

  /** Cancels a booking. */
  @Tool("cancel")
  Cancellation cancel(Reference booking);

  /** The status of a flight. */
  @Tool(value = "status", readOnly = true, destructive = false)
  Status status(Flight flight);

  /** Chooses a seat on a booked flight. */
  @Tool("choose_seat")
  Seat chooseSeat(SeatChoice choice);

  /**
   * A search.
   *
   * @param from departure airport (IATA)
   * @param to arrival airport (IATA)
   * @param date the day, ISO 8601
   * @param passengers how many travel
   */
  record Search(String from, String to, String date, int passengers) {}

  /** An offer, its price in cents. */
  record Offer(String id, String flight, String departs, long priceCents) {}

  /** The offers found. */
  record Offers(List<Offer> offers) {}

  /** A passenger. */
  record Passenger(String name, String birthDate) {}

  /** What to book. */
  record Book(String offerId, List<Passenger> passengers) {}

  /** A booking made. */
  record Booking(String reference, long totalCents) {}

  /** A booking's reference. */
  record Reference(String reference) {}

  /** What cancelling did. */
  record Cancellation(String reference, long refundCents) {}

  /** A flight on a day. */
  record Flight(String number, String date) {}

  /** Where a flight is. */
  record Status(String number, String state, int delayMinutes) {}

  /** A seat asked for. */
  record SeatChoice(String reference, String flight, String seat) {}

  /** The seat given. */
  record Seat(String flight, String seat, boolean window) {}
}
JAVA
cat > "$work/user/com/example/flights/FlightDesk.java" <<'JAVA'
package com.example.flights;

import java.util.List;

/** The implementation of {@link Flights}. */
public final class FlightDesk implements Flights {

  @Override
  public Offers search(Search search) {
    return new Offers(List.of(new Offer("o1", "AF276", search.date() + "T10:25", 84_000L * search.passengers())));
  }

  @Override
  public Booking book(Book book) {
    return new Booking("ABC123", 84_000L * book.passengers().size());
  }

  @Override
  public Cancellation cancel(Reference booking) {
    return new Cancellation(booking.reference(), 0);
  }

  @Override
  public Status status(Flight flight) {
    return new Status(flight.number(), "scheduled", 0);
  }

  @Override
  public Seat chooseSeat(SeatChoice choice) {
    return new Seat(choice.flight(), choice.seat(), choice.seat().endsWith("A"));
  }
}
JAVA
find "$work/user" -name '*.java' > "$work/user.list"

flags=(--release 17 -Xlint:all,-processing -encoding UTF-8)

# "elapsed cpu" of one command, in seconds.
seconds() { /usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%s %.2f", $1, $2 + $3 }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# cold NAME "WITH-ARGS" "BASELINE-ARGS": RUNS fresh javac runs of each, and the medians.
cold() {
  local name="$1" with_args="$2" base_args="$3"
  : > "$work/with"; : > "$work/base"
  echo "== cold, $name"
  for i in $(seq "$runs"); do
    rm -rf "$work/out" "$work/gen" && mkdir -p "$work/out" "$work/gen"
    # shellcheck disable=SC2086
    w=$(seconds javac "${flags[@]}" -processorpath "$processor_path" -cp "$class_path" -s "$work/gen" -d "$work/out" $with_args)
    rm -rf "$work/out" && mkdir -p "$work/out"
    # shellcheck disable=SC2086
    b=$(seconds javac "${flags[@]}" -proc:none -cp "$class_path" -d "$work/out" $base_args)
    echo "run $i: with processor ${w% *}s elapsed ${w#* }s cpu, baseline ${b% *}s elapsed ${b#* }s cpu"
    echo "$w" >> "$work/with"; echo "$b" >> "$work/base"
  done
  we=$(cut -d' ' -f1 "$work/with" | median); wc=$(cut -d' ' -f2 "$work/with" | median)
  be=$(cut -d' ' -f1 "$work/base" | median); bc=$(cut -d' ' -f2 "$work/base" | median)
  echo "median elapsed: with processor ${we}s, baseline ${be}s, processor adds $(awk -v w="$we" -v b="$be" 'BEGIN { printf "%.2f", w - b }')s"
  echo "median cpu:     with processor ${wc}s, baseline ${bc}s, processor adds $(awk -v w="$wc" -v b="$bc" 'BEGIN { printf "%.2f", w - b }')s"
}

warm() {
  echo "== warm, $1"
  java ${WARM_JAVA_OPTS:-} -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.processor.ProcessorCost "$1" "$2" \
    "$processor_path" "$class_path" "$warm_up" "$runs"
}

for part in $parts; do
  case "$part" in
    cold-schema)
      # One run to get the generated sources for the baseline.
      mkdir -p "$work/generated" "$work/classes-seed"
      javac "${flags[@]}" -processorpath "$processor_path" -cp "$class_path" \
        -s "$work/generated" -d "$work/classes-seed" "$work/src/bench/protocol/package-info.java"
      find "$work/generated" -name '*.java' > "$work/generated.list"
      echo "generated $(wc -l < "$work/generated.list") source files" >&2
      cold "schema (2026-07-28)" "$work/src/bench/protocol/package-info.java" \
        "$work/src/bench/protocol/package-info.java @$work/generated.list" ;;
    cold-user) cold "user project (one interface, five tools)" "@$work/user.list" "@$work/user.list" ;;
    warm-user) warm user "$work/user" ;;
    warm-schema) warm schema "$work/src/bench" ;;
    *) echo "unknown part: $part" >&2; exit 2 ;;
  esac
done
