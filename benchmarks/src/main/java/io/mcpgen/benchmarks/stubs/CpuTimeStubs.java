package io.mcpgen.benchmarks.stubs;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The calls of {@link StubsBenchmark}, timed by the CPU time of the measuring thread rather than
 * the wall clock: on a machine shared with other work JMH's throughput swings with the neighbours'
 * load, while the CPU a call takes moves much less. The two dispatchers take turns, round after
 * round, so that a change of load falls on both alike. Complements JMH; it does not replace it (no
 * forks, no blackhole: each result is kept in a field).
 *
 * <p>Each call warms up for a few seconds per dispatcher, then runs {@value #ROUNDS} alternating
 * rounds; the median round of each dispatcher is reported, and generated over hand-written.
 */
public final class CpuTimeStubs {

  private static final int ROUNDS = 15;

  private static volatile Object sink;

  private CpuTimeStubs() {}

  public static void main(String[] args) {
    StubsBenchmark generated = benchmark("generated");
    StubsBenchmark handWritten = benchmark("handWritten");
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    System.out.printf("%-18s %16s %16s %12s%n", "call", "generated ns", "hand-written ns", "hand/gen");
    measure(threads, "oneRoundToolCall", generated::oneRoundToolCall, handWritten::oneRoundToolCall, 20_000);
    measure(threads, "twoRoundToolCall", generated::twoRoundToolCall, handWritten::twoRoundToolCall, 1_000);
  }

  private static StubsBenchmark benchmark(String dispatcher) {
    StubsBenchmark benchmark = new StubsBenchmark();
    benchmark.dispatcher = dispatcher;
    benchmark.setUp();
    return benchmark;
  }

  private static void measure(ThreadMXBean threads, String name, Supplier<Object> generated, Supplier<Object> hand,
      int ops) {
    for (Supplier<Object> call : Arrays.asList(generated, hand, generated, hand)) {
      long until = System.nanoTime() + 3_000_000_000L;
      while (System.nanoTime() < until) {
        sink = call.get();
      }
    }
    long[] generatedRounds = new long[ROUNDS];
    long[] handRounds = new long[ROUNDS];
    for (int round = 0; round < ROUNDS; round++) {
      generatedRounds[round] = cpuPerCall(threads, generated, ops);
      handRounds[round] = cpuPerCall(threads, hand, ops);
    }
    Arrays.sort(generatedRounds);
    Arrays.sort(handRounds);
    long generatedMedian = generatedRounds[ROUNDS / 2];
    long handMedian = handRounds[ROUNDS / 2];
    System.out.printf("%-18s %16d %16d %12.2f%n", name, generatedMedian, handMedian,
        (double) handMedian / generatedMedian);
  }

  private static long cpuPerCall(ThreadMXBean threads, Supplier<Object> call, int ops) {
    long start = threads.getCurrentThreadCpuTime();
    for (int i = 0; i < ops; i++) {
      sink = call.get();
    }
    return (threads.getCurrentThreadCpuTime() - start) / ops;
  }
}
