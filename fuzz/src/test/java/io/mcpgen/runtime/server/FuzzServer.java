package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.testing.Fixtures;

/**
 * The server the engine targets run against: a plain tool and a tool that asks for three inputs
 * (a form, a sampling, the roots) before its body runs, with a real requestState codec.
 */
final class FuzzServer {

  /** Every client capability a retry may declare. */
  static final String ALL = "{\"elicitation\":{},\"sampling\":{},\"roots\":{}}";

  private static final JsonObject AGE = Fixtures.json("{\"type\":\"object\",\"properties\":{\"age\":{\"type\":\"integer\","
      + "\"minimum\":18},\"name\":{\"type\":\"string\"},\"born\":{\"type\":\"string\",\"format\":\"date\"}},"
      + "\"required\":[\"age\"]}");

  private FuzzServer() {}

  /**
   * Asserts that a reply is what a transport can send: nothing (a notification, a cancelled
   * request) or a JSON-RPC 2.0 response carrying a result (with its id) or an error (whose id the
   * MCP schema lets go when the request had none that could be read), and never an internal
   * error: no input may make the engine fail inside.
   */
  static void assertWellFormed(ServerReply reply, String input) {
    if (reply == null) {
      throw new AssertionError("no reply to " + input);
    }
    if (reply.body().isEmpty()) {
      if (reply.kind() == ServerReply.Kind.RESPONSE) {
        throw new AssertionError(reply.kind() + " without a body for " + input);
      }
      return;
    }
    JsonObject body = reply.body().get();
    if (!"2.0".equals(body.get("jsonrpc").asString()) || body.has("result") == body.has("error")
        || (body.has("result") && !body.has("id"))) {
      throw new AssertionError("not a JSON-RPC response: " + body + " for " + input);
    }
    if (body.has("error")) {
      int code = body.get("error").asObject().get("code").asNumber().intValue();
      if (code == ErrorCodes.INTERNAL_ERROR) {
        throw new AssertionError("internal error " + body + " for " + input);
      }
    }
  }

  static McpServerEngine build() {
    return McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("echo"), McpHandler.simple(call -> Fixtures.textResult(call.arguments().toString())))
        .tool(Fixtures.tool("profile"), McpHandler.declared(new DeclaredInputsHandler() {
          @Override
          public InputDeclarations declare(RoundContext call) {
            return InputDeclarations.builder()
                .require("age", InputRequest.form("How old are you?", AGE))
                .require("summary", SamplingRequest.ofText("Summarize " + call.arguments().get("topic"), 100))
                .require("workspace", InputRequest.roots())
                .build();
          }

          @Override
          public JsonObject run(RoundContext call, Answers answers) {
            ElicitationAnswer age = answers.elicitation("age");
            String text = age.isAccepted() ? "age " + age.number("age") : "age " + age.action().wireName();
            return Fixtures.textResult(text + ", " + answers.sampling("summary").text() + ", "
                + answers.roots("workspace").uris());
          }
        }))
        .build();
  }
}
