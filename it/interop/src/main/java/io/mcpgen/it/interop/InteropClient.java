package io.mcpgen.it.interop;

import io.mcpgen.it.interop.Interop.Confirmation;
import io.mcpgen.it.interop.Interop.Echo;
import io.mcpgen.it.interop.Interop.Name;
import io.mcpgen.it.interop.Interop.Order;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.testkit.client.CountingTransport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Makes the interop calls ({@link InteropCalls}) on any server offering them, through the typed
 * client mcpgen generates from {@link Interop}: every form is answered with accept (confirmed, name
 * "Ada"), sampling with {@link InteropCalls#LLM_TEXT} and roots with one root.
 */
public final class InteropClient {

  /**
   * Counts the requests sent: a call's rounds are the requests it puts on the wire (the TypeScript
   * client counts them the same way, where they leave). Against a 2025-era server a call is one
   * request: the server's questions come on its stream.
   */
  private final CountingTransport wire;
  private final InteropMcpClient client;

  public InteropClient(ClientTransport transport) {
    this.wire = new CountingTransport(transport);
    this.client = InteropMcpClient.builder(wire)
        .clientInfo("mcpgen-interop-client", "1.0.0")
        .onConfirmation(question -> Elicited.accepted(new Confirmation(true)))
        .onName(question -> Elicited.accepted(new Name("Ada")))
        .onSampling((request, context) -> SamplingAnswer.ofText(InteropCalls.LLM_TEXT, "interop-llm"))
        .onRoots(context -> List.of(InteropCalls.ROOT_URI))
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build())
        // Both eras: a 2025-era server (the TypeScript SDK v1) is spoken to with initialize and a session.
        .configure(settings -> settings.supportedVersions("2026-07-28", "2025-11-25", "2025-06-18"))
        .build();
  }

  /** Makes every call in order; a failed call is reported, and the next one is still made. */
  public List<CallReport> callAll() {
    List<CallReport> reports = new ArrayList<>();
    AtomicInteger progress = new AtomicInteger();
    CallOptions withProgress = client.mcp().defaults().toBuilder().onProgress(update -> progress.incrementAndGet())
        .build();
    // The era is found out first (server/discover, and initialize when the server is of 2025), so
    // that no call's rounds count the probe.
    try {
      client.mcp().discover().join();
    } catch (RuntimeException unreachable) {
      // every call below reports the failure itself
    }
    reports.add(call("echo", () -> client.echo(new Echo(InteropCalls.ECHO_TEXT))));
    reports.add(call("confirm_order", () -> client.confirmOrder(new Order(Optional.of("book")))));
    reports.add(call("two_step", client::twoStep));
    reports.add(call("needs_sampling", client::needsSampling));
    reports.add(call("multi_input", client::multiInput));
    reports.add(call("state_only", client::stateOnly));
    reports.add(call("progress_confirm", () -> client.progressConfirm(withProgress)));
    reports.add(call("greeting", client::greeting));
    reports.add(call(InteropServer.GUARDED_URI, client::guarded));
    return reports;
  }

  private CallReport call(String name, Supplier<String> call) {
    int before = wire.requests();
    try {
      String text = call.get();
      return new CallReport(name, wire.requests() - before, text, true);
    } catch (RuntimeException e) {
      Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
      return new CallReport(name, wire.requests() - before, String.valueOf(cause.getMessage()), false);
    }
  }

  /** The first text of a tool result, prompt message or resource content. */
  static String firstText(JsonObject result) {
    for (String member : new String[] {"content", "messages", "contents"}) {
      if (result.get(member) instanceof JsonArray && !((JsonArray) result.get(member)).elements().isEmpty()) {
        JsonValue first = ((JsonArray) result.get(member)).get(0);
        if (first instanceof JsonObject && ((JsonObject) first).get("content") instanceof JsonObject) {
          first = ((JsonObject) first).get("content"); // a prompt message
        }
        if (first instanceof JsonObject && ((JsonObject) first).get("text") != null) {
          return ((JsonObject) first).get("text").asString();
        }
      }
    }
    return "";
  }
}
