package io.mcpgen.benchmarks.json;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The round trips of {@link RoundTripBenchmark}, timed by the CPU time of the measuring thread
 * rather than the wall clock: on a machine shared with other work, JMH's throughput swings with
 * the neighbours' load, while the CPU a round trip takes moves much less. Complements JMH; it does
 * not replace it (no forks, no blackhole: each result is kept in a field).
 *
 * <p>Each variant warms up for a few seconds, then runs seven rounds; the median round is reported.
 */
public final class CpuTimeRoundTrip {

  /** One round trip to time. */
  private interface Variant {
    Object run() throws Exception;
  }

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
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    System.out.printf("%-30s %12s %14s%n", "variant", "cpu ns/op", "ops/cpu-s");
    for (Map.Entry<String, Variant> entry : variants.entrySet()) {
      Variant variant = entry.getValue();
      long until = System.nanoTime() + 4_000_000_000L;
      while (System.nanoTime() < until) {
        sink = variant.run();
      }
      int ops = entry.getKey().startsWith("listTools") ? 2_000 : 40_000;
      long[] rounds = new long[7];
      for (int round = 0; round < rounds.length; round++) {
        long start = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < ops; i++) {
          sink = variant.run();
        }
        rounds[round] = (threads.getCurrentThreadCpuTime() - start) / ops;
      }
      Arrays.sort(rounds);
      long median = rounds[rounds.length / 2];
      System.out.printf("%-30s %12d %14.0f%n", entry.getKey(), median, 1e9 / median);
    }
  }
}
