package io.mcpgen.samples.interop;

import io.mcpgen.runtime.json.JsonArray;
import io.mcpgen.runtime.json.JsonBoolean;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.client.CallOptions;
import io.mcpgen.runtime.mrtr.client.CallOutcome;
import io.mcpgen.runtime.mrtr.client.ClientTransport;
import io.mcpgen.runtime.mrtr.client.McpClient;
import io.mcpgen.runtime.mrtr.client.McpLocalException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Makes the interop calls ({@link InteropCalls}) on any server offering them, answering every
 * elicitation with accept and {@code {confirmed: true, name: "Ada"}}, sampling with
 * {@link InteropCalls#LLM_TEXT} and roots with one root.
 */
public final class InteropClient {

  private final McpClient client;

  public InteropClient(ClientTransport transport) {
    this.client = McpClient.builder(transport)
        .clientInfo("mcpgen-interop-client", "1.0.0")
        .formElicitation((form, context) -> CompletableFuture.completedFuture(ElicitationAnswer.accept(
            JsonObject.builder().put("confirmed", true).put("name", "Ada").build())))
        .sampling((request, context) -> CompletableFuture.completedFuture(
            SamplingAnswer.ofText(InteropCalls.LLM_TEXT, "interop-llm")))
        .roots((request, context) -> CompletableFuture.completedFuture(RootsAnswer.of(List.of(
            JsonObject.builder().put("uri", InteropCalls.ROOT_URI).put("name", "interop").build()))))
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build())
        .build();
  }

  /** Makes every call in order; a failed call is reported, and the next one is still made. */
  public List<CallReport> callAll() {
    List<CallReport> reports = new ArrayList<>();
    AtomicInteger progress = new AtomicInteger();
    CallOptions withProgress = client.defaults().toBuilder().onProgress(update -> progress.incrementAndGet()).build();
    reports.add(call("echo", () -> client.callTool("echo", JsonObject.builder()
        .put("text", InteropCalls.ECHO_TEXT).build())));
    reports.add(call("confirm_order", () -> client.callTool("confirm_order",
        JsonObject.builder().put("item", "book").build())));
    reports.add(call("two_step", () -> client.callTool("two_step", JsonObject.empty())));
    reports.add(call("needs_sampling", () -> client.callTool("needs_sampling", JsonObject.empty())));
    reports.add(call("multi_input", () -> client.callTool("multi_input", JsonObject.empty())));
    reports.add(call("state_only", () -> client.callTool("state_only", JsonObject.empty())));
    reports.add(call("progress_confirm", () -> client.callTool("progress_confirm", JsonObject.empty(), withProgress)));
    reports.add(call("greeting", () -> client.getPrompt("greeting", JsonObject.empty())));
    reports.add(call(InteropServer.GUARDED_URI, () -> client.readResource(InteropServer.GUARDED_URI)));
    return reports;
  }

  private static CallReport call(String name, Supplier<CompletableFuture<CallOutcome>> call) {
    try {
      CallOutcome outcome = call.get().join();
      if (!(outcome instanceof CallOutcome.Complete)) {
        return new CallReport(name, 0, "the call did not complete: " + outcome, false);
      }
      CallOutcome.Complete complete = (CallOutcome.Complete) outcome;
      JsonObject result = complete.result();
      boolean failed = JsonBoolean.of(true).equals(result.get("isError"));
      return new CallReport(name, complete.requestsSent(), firstText(result), !failed);
    } catch (CompletionException | IllegalStateException e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      int rounds = cause instanceof McpLocalException ? ((McpLocalException) cause).requestsSent() : 0;
      return new CallReport(name, rounds, String.valueOf(cause.getMessage()), false);
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
