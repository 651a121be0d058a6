package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.EngineListener;
import io.mcpgen.runtime.server.RoundEvent;
import io.mcpgen.runtime.state.RejectionReason;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The engine's events as Micrometer meters:
 *
 * <ul>
 *   <li>{@code mcpgen.server.calls} (counter): calls that ended, by {@code method}, {@code name}
 *       and {@code outcome} ({@code complete}, {@code tool_error}, {@code error}, {@code cancelled});
 *   <li>{@code mcpgen.server.call.rounds} (distribution summary): how many rounds each ended call
 *       took, by {@code method} and {@code name};
 *   <li>{@code mcpgen.server.input.requests} (counter): questions asked of clients, by
 *       {@code kind} ({@code elicitation_form}, {@code elicitation_url}, {@code sampling},
 *       {@code roots}), {@code method} and {@code name};
 *   <li>{@code mcpgen.server.request.state.rejections} (counter): refused requestState tokens,
 *       by {@code reason} ({@code bad_tag}, {@code expired}, ...);
 *   <li>{@code mcpgen.server.call.latency} (timer): how long the server took to answer each
 *       request of a call (each round), by {@code method}, {@code name} and {@code outcome}
 *       (including {@code input_required}); the time the client spends answering is not in it;
 *   <li>{@code mcpgen.server.http.memory.used} and {@code mcpgen.server.http.memory.budget}
 *       (gauges, bytes): what requests in flight and unwritten replies hold of the HTTP service's
 *       memory budget, and the budget.
 * </ul>
 *
 * <p>{@code name} is the tool or prompt name, and {@code resource} for {@code resources/read}
 * (URIs are unbounded, so they are not tags).
 */
public final class McpgenMetrics implements EngineListener {

  private final MeterRegistry registry;

  public McpgenMetrics(MeterRegistry registry) {
    this.registry = registry;
  }

  /** Registers the HTTP service's memory gauges: {@code inUse} read at each scrape, and the budget. */
  public void httpMemory(LongSupplier inUse, long budget) {
    Gauge.builder("mcpgen.server.http.memory.used", inUse, supplier -> supplier.getAsLong())
        .description("Bytes requests in flight and unwritten replies hold of the memory budget")
        .baseUnit("bytes")
        .strongReference(true)
        .register(registry);
    Gauge.builder("mcpgen.server.http.memory.budget", () -> budget)
        .description("The bytes requests in flight and unwritten replies may hold together")
        .baseUnit("bytes")
        .register(registry);
  }

  @Override
  public void roundEnded(RoundEvent event) {
    String name = event.name() != null ? event.name() : "resource";
    Tags call = Tags.of("method", event.method(), "name", name);
    String outcome = event.outcome().name().toLowerCase(Locale.ROOT);
    Timer.builder("mcpgen.server.call.latency")
        .description("Time to answer one request (round) of a call")
        .tags(call).tag("outcome", outcome)
        .register(registry)
        .record(event.elapsed());
    for (RoundEvent.InputKind kind : event.inputRequests()) {
      Counter.builder("mcpgen.server.input.requests")
          .description("Questions asked of clients in inputRequests")
          .tags(call).tag("kind", kind.name().toLowerCase(Locale.ROOT))
          .register(registry)
          .increment();
    }
    if (event.callEnded()) {
      Counter.builder("mcpgen.server.calls")
          .description("Calls that ended (tools/call, prompts/get, resources/read)")
          .tags(call).tag("outcome", outcome)
          .register(registry)
          .increment();
      DistributionSummary.builder("mcpgen.server.call.rounds")
          .description("Rounds each ended call took")
          .tags(call)
          .register(registry)
          .record(event.round());
    }
  }

  @Override
  public void requestStateRejected(RejectionReason reason) {
    Counter.builder("mcpgen.server.request.state.rejections")
        .description("Refused requestState tokens")
        .tag("reason", reason.name().toLowerCase(Locale.ROOT))
        .register(registry)
        .increment();
  }
}
