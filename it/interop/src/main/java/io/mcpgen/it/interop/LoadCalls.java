package io.mcpgen.it.interop;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Every kind of call the load driver makes in one run, in order, each with values of its own run
 * (its item, its name, its model reply, its echo) so that a result carrying another run's values
 * counts as corrupted: the four lists, {@code ping}, {@code completion/complete}, the tools of every
 * kind (one round, one input, three rounds, sampling, two inputs at once, requestState only,
 * progress), the prompt and the resource. The run's first request also makes a fresh client
 * probe the server's era ({@code server/discover}).
 */
final class LoadCalls {

  /** {@code echo} is pure: the driver declares it safe to repeat, as a client's author may. */
  static final Set<String> DECLARED_SAFE_TOOLS = Set.of("echo");

  /**
   * One call of a run.
   *
   * @param label the tool, prompt or resource, or the method for the others
   * @param method the JSON-RPC method
   * @param tool the tool's name for {@code tools/call}, else null
   * @param send makes the call; completes with the result, or an outcome for the MRTR methods
   * @param expected the text the result must carry, or null when any result will do
   * @param rounds the requests the call must take (MRTR methods), or 0
   * @param errorIsAnswer true when the interop server answers it with a JSON-RPC error (it offers
   *     neither {@code ping} nor completions): an answer all the same, nothing lost
   */
  record Call(String label, String method, String tool, Function<McpClientEngine, CompletableFuture<?>> send,
      String expected, int rounds, boolean errorIsAnswer) {

    /** Whether a lost reply of this call may be sent again without the call opting in. */
    boolean safeToRepeat() {
      return tool == null || DECLARED_SAFE_TOOLS.contains(tool);
    }
  }

  private LoadCalls() {}

  /** The calls of run {@code id}, answered by hooks that give the values {@code "Ada-" + id} and {@code "llm-" + id}. */
  static List<Call> of(String id) {
    return List.of(
        read(McpMethods.TOOLS_LIST, client -> client.listTools()),
        read(McpMethods.PROMPTS_LIST, client -> client.listPrompts()),
        read(McpMethods.RESOURCES_LIST, client -> client.listResources()),
        read(McpMethods.RESOURCES_TEMPLATES_LIST, client -> client.listResourceTemplates()),
        new Call(McpMethods.PING, McpMethods.PING, null,
            client -> client.request(McpMethods.PING, JsonObject.empty(), client.defaults()), null, 0, true),
        new Call(McpMethods.COMPLETION_COMPLETE, McpMethods.COMPLETION_COMPLETE, null,
            client -> client.request(McpMethods.COMPLETION_COMPLETE, JsonObject.builder()
                .put("ref", JsonObject.builder().put("type", "ref/prompt").put("name", "greeting").build())
                .put("argument", JsonObject.builder().put("name", "name").put("value", "Ad").build())
                .build(), client.defaults()), null, 0, true),
        tool("echo", JsonObject.of("text", JsonString.of("echo-" + id)), "echo-" + id, 1),
        tool("confirm_order", JsonObject.of("item", JsonString.of("item-" + id)), "order confirmed: item-" + id, 2),
        tool("two_step", JsonObject.empty(), "hello Ada-" + id + "; roots: " + InteropCalls.ROOT_URI, 3),
        tool("needs_sampling", JsonObject.empty(), "sampled: llm-" + id, 2),
        tool("multi_input", JsonObject.empty(), "Ada-" + id + ": llm-" + id, 2),
        tool("state_only", JsonObject.empty(), "resumed from state", 2),
        new Call("progress_confirm", McpMethods.TOOLS_CALL, "progress_confirm",
            client -> client.callTool("progress_confirm", JsonObject.empty(),
                client.defaults().toBuilder().onProgress(update -> { }).build()), "confirmed", 2, false),
        new Call("greeting", McpMethods.PROMPTS_GET, null,
            client -> client.getPrompt("greeting", JsonObject.empty()), "Say hello to Ada-" + id, 2, false),
        new Call(InteropServer.GUARDED_URI, McpMethods.RESOURCES_READ, null,
            client -> client.readResource(InteropServer.GUARDED_URI), "secret contents", 2, false));
  }

  private static Call read(String method, Function<McpClientEngine, CompletableFuture<?>> send) {
    return new Call(method, method, null, send, null, 0, false);
  }

  private static Call tool(String name, JsonObject arguments, String expected, int rounds) {
    return new Call(name, McpMethods.TOOLS_CALL, name, client -> client.callTool(name, arguments), expected, rounds,
        false);
  }

  /** What is wrong with a call's result, or null. */
  static String problem(Call call, Object result) {
    if (call.rounds() == 0) {
      return result instanceof JsonObject ? null : call.label() + " answered " + result;
    }
    if (!(result instanceof CallOutcome.Complete)) {
      return call.label() + " ended " + result;
    }
    CallOutcome.Complete complete = (CallOutcome.Complete) result;
    String text = InteropClient.firstText(complete.result());
    if (!call.expected().equals(text) || complete.requestsSent() != call.rounds()) {
      return call.label() + " corrupted: expected \"" + call.expected() + "\" in " + call.rounds() + " rounds, got \""
          + text + "\" in " + complete.requestsSent();
    }
    return null;
  }
}
