package io.mcpgen.benchmarks.json;

import io.mcpgen.benchmarks.cpu.Interleaved;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The round trips of {@link RoundTripBenchmark}, timed by the CPU time of the measuring thread
 * rather than the wall clock: on a machine shared with other work, JMH's throughput swings with
 * the neighbours' load, while the CPU a round trip takes moves much less. Complements JMH; it does
 * not replace it (no forks, no blackhole: each result is kept in a field).
 *
 * <p>Per message, each variant warms up for a few seconds; then all of them run in interleaved
 * slices ({@link Interleaved}). Reported: each variant's median time per operation, and the median
 * (with quartiles) of its round-by-round ratio to the generated codec: how many times faster the
 * generated codec was. Arguments, when given, are message names ({@code retryRequest
 * inputRequiredResult}): only those run.
 */
public final class CpuTimeRoundTrip {

  private CpuTimeRoundTrip() {}

  public static void main(String[] args) throws Exception {
    RoundTripBenchmark b = new RoundTripBenchmark();
    b.checkEquivalence();
    Map<String, Callable<?>> variants = new LinkedHashMap<>();
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
    variants.put("retryRequest_sdkOnePassTyped", b::retryRequest_sdkOnePassTyped);
    variants.put("retryRequest_sdkTransport", b::retryRequest_sdkTransport);
    variants.put("retryRequest_dslJson", b::retryRequest_dslJson);
    variants.put("retryRequest_avaje", b::retryRequest_avaje);
    variants.put("retryRequest_jsonNode", b::retryRequest_jsonNode);
    List<String> messages = List.of(args);
    Map<String, Map<String, Callable<?>>> byMessage = new LinkedHashMap<>();
    variants.forEach((name, variant) -> byMessage
        .computeIfAbsent(name.substring(0, name.indexOf('_')), m -> new LinkedHashMap<>())
        .put(name.substring(name.indexOf('_') + 1), variant));
    Interleaved.printHeader("generated faster by");
    for (Map.Entry<String, Map<String, Callable<?>>> message : byMessage.entrySet()) {
      if (messages.isEmpty() || messages.contains(message.getKey())) {
        Interleaved.measure(message.getKey(), message.getValue(), "generated");
      }
    }
  }
}
