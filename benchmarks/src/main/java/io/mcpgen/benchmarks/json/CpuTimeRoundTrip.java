package io.mcpgen.benchmarks.json;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The round trips of {@link RoundTripBenchmark}, timed by the CPU time of the measuring thread
 * rather than the wall clock: on a machine shared with other work, JMH's throughput swings with
 * the neighbours' load, while the CPU a round trip takes moves much less. Complements JMH; it does
 * not replace it (no forks, no blackhole: each result is kept in a field).
 *
 * <p>Per message, each variant warms up for a few seconds; then all of them run in interleaved
 * slices ({@link #measure}). Reported: each variant's median time per operation, and the median
 * (with quartiles) of its round-by-round ratio to the generated codec: how many times faster the
 * generated codec was. Arguments, when given, are message names ({@code retryRequest
 * inputRequiredResult}): only those run.
 */
public final class CpuTimeRoundTrip {

  /** One round trip to time. */
  private interface Variant {
    Object run() throws Exception;
  }

  private static final long WARM_UP_NANOS = 3_000_000_000L;
  private static final long SLICE_NANOS = 50_000_000L;
  private static final int ROUNDS = 21;

  private static volatile Object sink;

  private CpuTimeRoundTrip() {}

  public static void main(String[] args) throws Exception {
    RoundTripBenchmark b = new RoundTripBenchmark();
    b.checkEquivalence();
    Map<String, Variant> variants = new LinkedHashMap<>();
    variants.put("callToolRequest_generated", b::callToolRequest_generated);
    variants.put("callToolRequest_sdkOnePass", b::callToolRequest_sdkOnePass);
    variants.put("callToolRequest_sdkTransport", b::callToolRequest_sdkTransport);
    variants.put("callToolRequest_dslJson", b::callToolRequest_dslJson);
    variants.put("callToolRequest_avaje", b::callToolRequest_avaje);
    variants.put("callToolRequest_jsonNode", b::callToolRequest_jsonNode);
    variants.put("callToolResult_generated", b::callToolResult_generated);
    variants.put("callToolResult_sdkOnePass", b::callToolResult_sdkOnePass);
    variants.put("callToolResult_sdkTransport", b::callToolResult_sdkTransport);
    variants.put("callToolResult_dslJson", b::callToolResult_dslJson);
    variants.put("callToolResult_avaje", b::callToolResult_avaje);
    variants.put("callToolResult_jsonNode", b::callToolResult_jsonNode);
    variants.put("listToolsResult_generated", b::listToolsResult_generated);
    variants.put("listToolsResult_sdkOnePass", b::listToolsResult_sdkOnePass);
    variants.put("listToolsResult_sdkTransport", b::listToolsResult_sdkTransport);
    variants.put("listToolsResult_dslJson", b::listToolsResult_dslJson);
    variants.put("listToolsResult_avaje", b::listToolsResult_avaje);
    variants.put("listToolsResult_jsonNode", b::listToolsResult_jsonNode);
    variants.put("inputRequiredResult_generated", b::inputRequiredResult_generated);
    variants.put("inputRequiredResult_sdkOnePass", b::inputRequiredResult_sdkOnePass);
    variants.put("inputRequiredResult_sdkTransport", b::inputRequiredResult_sdkTransport);
    variants.put("inputRequiredResult_dslJson", b::inputRequiredResult_dslJson);
    variants.put("inputRequiredResult_avaje", b::inputRequiredResult_avaje);
    variants.put("inputRequiredResult_jsonNode", b::inputRequiredResult_jsonNode);
    variants.put("retryRequest_generated", b::retryRequest_generated);
    variants.put("retryRequest_sdkOnePass", b::retryRequest_sdkOnePass);
    variants.put("retryRequest_sdkTransport", b::retryRequest_sdkTransport);
    variants.put("retryRequest_dslJson", b::retryRequest_dslJson);
    variants.put("retryRequest_avaje", b::retryRequest_avaje);
    variants.put("retryRequest_jsonNode", b::retryRequest_jsonNode);
    List<String> messages = List.of(args);
    Map<String, Map<String, Variant>> byMessage = new LinkedHashMap<>();
    variants.forEach((name, variant) -> byMessage
        .computeIfAbsent(name.substring(0, name.indexOf('_')), m -> new LinkedHashMap<>())
        .put(name.substring(name.indexOf('_') + 1), variant));
    System.out.printf("%-20s %-14s %12s %14s %22s%n", "message", "variant", "cpu ns/op", "ops/cpu-s",
        "generated faster by");
    for (Map.Entry<String, Map<String, Variant>> message : byMessage.entrySet()) {
      if (!messages.isEmpty() && !messages.contains(message.getKey())) {
        continue;
      }
      measure(message.getKey(), message.getValue());
    }
  }

  /**
   * Warms every variant of one message, then runs them in interleaved slices of about
   * {@link #SLICE_NANOS} of thread CPU time each, in an order rotated every round, so a change in
   * the machine's speed falls on all of them alike; each round gives every variant's time per
   * operation and its ratio to the generated codec's time in the same round.
   */
  private static void measure(String message, Map<String, Variant> variants) throws Exception {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    List<String> names = List.copyOf(variants.keySet());
    long[] opsPerSlice = new long[names.size()];
    for (int v = 0; v < names.size(); v++) {
      Variant variant = variants.get(names.get(v));
      long until = System.nanoTime() + WARM_UP_NANOS;
      long ops = 0;
      long cpuStart = threads.getCurrentThreadCpuTime();
      while (System.nanoTime() < until) {
        sink = variant.run();
        ops++;
      }
      long cpu = Math.max(1, threads.getCurrentThreadCpuTime() - cpuStart);
      opsPerSlice[v] = Math.max(1, ops * SLICE_NANOS / cpu);
    }
    double[][] perOp = new double[names.size()][ROUNDS];
    for (int round = 0; round < ROUNDS; round++) {
      for (int k = 0; k < names.size(); k++) {
        int v = (k + round) % names.size();
        Variant variant = variants.get(names.get(v));
        long start = threads.getCurrentThreadCpuTime();
        for (long i = 0; i < opsPerSlice[v]; i++) {
          sink = variant.run();
        }
        perOp[v][round] = (threads.getCurrentThreadCpuTime() - start) / (double) opsPerSlice[v];
      }
    }
    int generated = names.indexOf("generated");
    for (int v = 0; v < names.size(); v++) {
      double[] ratios = new double[ROUNDS];
      for (int round = 0; round < ROUNDS; round++) {
        ratios[round] = perOp[v][round] / perOp[generated][round];
      }
      double median = median(perOp[v]);
      String ratio = v == generated ? "" : String.format("%.2fx (%.2f-%.2f)", quantile(ratios, 0.5),
          quantile(ratios, 0.25), quantile(ratios, 0.75));
      System.out.printf("%-20s %-14s %12.0f %14.0f %22s%n", message, names.get(v), median, 1e9 / median, ratio);
    }
  }

  private static double median(double[] values) {
    return quantile(values, 0.5);
  }

  private static double quantile(double[] values, double q) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[(int) Math.round(q * (sorted.length - 1))];
  }
}
