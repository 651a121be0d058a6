package io.mcpgen.samples.interop;

import io.mcpgen.runtime.json.JsonArray;
import io.mcpgen.runtime.json.JsonNumber;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.mrtr.server.Answers;
import io.mcpgen.runtime.mrtr.server.DeclaredInputsHandler;
import io.mcpgen.runtime.mrtr.server.InputDeclarations;
import io.mcpgen.runtime.mrtr.server.McpHandler;
import io.mcpgen.runtime.mrtr.server.McpServerEngine;
import io.mcpgen.runtime.mrtr.server.RoundContext;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.util.concurrent.Executor;

/**
 * The interop server's tools, prompt and resource, written on the runtime API (the declared-inputs
 * and sequential handler styles). This class is the one place their behaviour lives; the
 * TypeScript SDK server in {@code node/server.mjs} offers the same.
 *
 * <ul>
 *   <li>{@code echo {text}}: the text; 1 round.
 *   <li>{@code confirm_order {item?}}: asks {@code confirm}; "order confirmed: item" or "cancelled"; 2 rounds.
 *   <li>{@code two_step}: asks {@code name}, then {@code roots}; "hello name; roots: uri,uri"; 3 rounds.
 *   <li>{@code needs_sampling}: asks {@code llm}; "sampled: text"; 2 rounds.
 *   <li>{@code multi_input}: asks {@code name} and {@code llm} at once; "name: text"; 2 rounds.
 *   <li>{@code state_only}: a round with requestState only; then "resumed from state"; 2 rounds.
 *   <li>{@code progress_confirm}: progress (when asked for), then {@code confirm}; "confirmed" or "cancelled".
 *   <li>prompt {@code greeting}: asks {@code name}; one user message "Say hello to name".
 *   <li>resource {@code interop://guarded}: asks {@code confirm}; "secret contents" when confirmed.
 * </ul>
 */
public final class InteropServer {

  static final String GUARDED_URI = "interop://guarded";

  private InteropServer() {}

  /**
   * The engine serving everything above.
   *
   * @param executor where handlers run: the calling thread is fine over HTTP; stdio passes its pool
   */
  public static McpServerEngine engine(RequestStateCodec codec, Executor executor) {
    return McpServerEngine.builder()
        .serverInfo("mcpgen-interop", "1.0.0")
        .requestState(codec)
        .executor(executor)
        .tool(tool("echo", "Returns the text it is given.", JsonObject.builder()
                .put("text", JsonObject.of("type", JsonString.of("string"))).build(), "text"),
            McpHandler.simple(call -> text(call.arguments().get("text") instanceof JsonString
                ? call.arguments().get("text").asString() : "")))
        .tool(tool("confirm_order", "Orders an item after the user confirms.", JsonObject.builder()
                .put("item", JsonObject.of("type", JsonString.of("string"))).build()),
            McpHandler.declared(new ConfirmOrder()))
        .tool(tool("two_step", "Asks the user's name, then the client's roots.", JsonObject.empty()),
            McpHandler.sequential((call, exchange) -> {
              ElicitationAnswer name = exchange.elicit("name", nameQuestion());
              String roots = String.join(",", exchange.roots("roots").uris());
              return text("hello " + name.string("name") + "; roots: " + roots);
            }))
        .tool(tool("needs_sampling", "Asks the client's model to say hello.", JsonObject.empty()),
            McpHandler.sequential((call, exchange) ->
                text("sampled: " + exchange.sample("llm", helloSampling()).text())))
        .tool(tool("multi_input", "Asks a name and a model reply in the same round.", JsonObject.empty()),
            McpHandler.declared(new MultiInput()))
        .tool(tool("state_only", "Takes one round that carries only requestState.", JsonObject.empty()),
            McpHandler.sequential((call, exchange) -> {
              exchange.yieldOnce("resume");
              return text("resumed from state");
            }))
        .tool(tool("progress_confirm", "Reports progress, then asks for confirmation.", JsonObject.empty()),
            McpHandler.sequential((call, exchange) -> {
              if (call.meta().get(McpMeta.PROGRESS_TOKEN) != null) {
                call.progress(JsonNumber.of(1), JsonNumber.of(2), "waiting for confirmation");
              }
              ElicitationAnswer answer = exchange.elicit("confirm", confirmQuestion("Confirm to continue?"));
              return text(confirmed(answer) ? "confirmed" : "cancelled");
            }))
        .prompt(JsonObject.builder()
                .put("name", "greeting")
                .put("description", "Greets the user by the name they give.")
                .build(),
            McpHandler.sequential((call, exchange) -> {
              ElicitationAnswer name = exchange.elicit("name", nameQuestion());
              return JsonObject.of("messages", JsonArray.of(JsonObject.builder()
                  .put("role", "user")
                  .put("content", textContent("Say hello to " + name.string("name")))
                  .build()));
            }))
        .resource(JsonObject.builder()
                .put("uri", GUARDED_URI)
                .put("name", "guarded")
                .put("mimeType", "text/plain")
                .build(),
            McpHandler.sequential((call, exchange) -> {
              ElicitationAnswer answer = exchange.elicit("confirm", confirmQuestion("Reveal the guarded resource?"));
              return JsonObject.of("contents", JsonArray.of(JsonObject.builder()
                  .put("uri", GUARDED_URI)
                  .put("mimeType", "text/plain")
                  .put("text", confirmed(answer) ? "secret contents" : "not confirmed")
                  .build()));
            }))
        .build();
  }

  /** {@code confirm_order}: the confirmation is declared up front; the order runs once. */
  private static final class ConfirmOrder implements DeclaredInputsHandler {
    @Override
    public InputDeclarations declare(RoundContext call) {
      return InputDeclarations.builder().require("confirm", confirmQuestion("Confirm order of " + item(call) + "?"))
          .build();
    }

    @Override
    public JsonObject run(RoundContext call, Answers answers) {
      return text(confirmed(answers.elicitation("confirm")) ? "order confirmed: " + item(call) : "cancelled");
    }

    private static String item(RoundContext call) {
      JsonValue item = call.arguments().get("item");
      return item instanceof JsonString ? item.asString() : "widget";
    }
  }

  /** {@code multi_input}: two different kinds of input asked in one round. */
  private static final class MultiInput implements DeclaredInputsHandler {
    @Override
    public InputDeclarations declare(RoundContext call) {
      return InputDeclarations.builder().require("name", nameQuestion()).require("llm", helloSampling()).build();
    }

    @Override
    public JsonObject run(RoundContext call, Answers answers) {
      return text(answers.elicitation("name").string("name") + ": " + answers.sampling("llm").text());
    }
  }

  static FormElicitation confirmQuestion(String message) {
    return FormElicitation.of(message, JsonObject.builder()
        .put("type", "object")
        .put("properties", JsonObject.of("confirmed", JsonObject.of("type", JsonString.of("boolean"))))
        .put("required", JsonArray.of(JsonString.of("confirmed")))
        .build());
  }

  static FormElicitation nameQuestion() {
    return FormElicitation.of("What is your name?", JsonObject.builder()
        .put("type", "object")
        .put("properties", JsonObject.of("name", JsonObject.of("type", JsonString.of("string"))))
        .put("required", JsonArray.of(JsonString.of("name")))
        .build());
  }

  static SamplingRequest helloSampling() {
    return SamplingRequest.ofText("Say hello", 50);
  }

  private static boolean confirmed(ElicitationAnswer answer) {
    return answer.isAccepted() && Boolean.TRUE.equals(answer.bool("confirmed"));
  }

  private static JsonObject tool(String name, String description, JsonObject properties, String... required) {
    JsonObject.Builder schema = JsonObject.builder().put("type", "object").put("properties", properties);
    if (required.length > 0) {
      JsonArray.Builder names = JsonArray.builder();
      for (String member : required) {
        names.add(JsonString.of(member));
      }
      schema.put("required", names.build());
    }
    return JsonObject.builder().put("name", name).put("description", description).put("inputSchema", schema.build())
        .build();
  }

  private static JsonObject textContent(String text) {
    return JsonObject.builder().put("type", "text").put("text", text).build();
  }

  private static JsonObject text(String text) {
    return JsonObject.of("content", JsonArray.of(textContent(text)));
  }
}
