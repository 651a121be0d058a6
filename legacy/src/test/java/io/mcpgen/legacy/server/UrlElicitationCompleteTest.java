package io.mcpgen.legacy.server;

import static io.mcpgen.testkit.TestServer.resultText;
import static io.mcpgen.testkit.TestServer.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.UrlElicitation;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RoundResult;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.testkit.stdio.StdioHarness;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A scripted 2025-11-25 client and a URL elicitation bridged to it: the request carries an
 * {@code elicitationId}, and {@code notifications/elicitation/complete} follows once the handler,
 * run again after the client's accept, no longer asks that URL.
 */
class UrlElicitationCompleteTest {

  private static final String URL = "https://pay.example.com/i/1";

  /** The payment provider's record: whether the user finished paying, out of band. */
  private final AtomicBoolean paid = new AtomicBoolean();
  private StdioHarness stdio;

  @AfterEach
  void stop() {
    if (stdio != null) {
      stdio.close();
    }
  }

  private McpServerEngine engine() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("legacy-tests")
        .key("k1", "legacy stdio tests use this 32-byte key".getBytes(StandardCharsets.UTF_8)).build();
    return McpServerEngine.builder()
        .serverInfo("legacy-tests", "1")
        .requestState(codec)
        // Asks for the payment page until the provider says the user paid (after an accept).
        .tool(tool("pay"), McpHandler.askingInput(round -> {
          UrlElicitation payment = UrlElicitation.of("Pay invoice 1", URL);
          ElicitationAnswer answer = (ElicitationAnswer) round.answer("payment", payment);
          if (answer == null || (answer.isAccepted() && !paid.get())) {
            return RoundResult.inputRequired(Map.of("payment", payment));
          }
          return RoundResult.complete(text(answer.action().wireName()));
        }))
        .build();
  }

  private void open(JsonObject capabilities) throws Exception {
    stdio = new StdioHarness(engine(), options -> options).readLines();
    stdio.send(request(1, "initialize", JsonObject.builder().put("protocolVersion", "2025-11-25")
        .put("capabilities", capabilities)
        .put("clientInfo", JsonObject.builder().put("name", "v1").put("version", "1").build()).build()));
    assertEquals("2025-11-25", stdio.next().get("result").asObject().get("protocolVersion").asString());
    stdio.send(JsonObject.builder().put("jsonrpc", "2.0").put("method", "notifications/initialized").build());
  }

  private void openWithUrlElicitation() throws Exception {
    open(JsonObject.of("elicitation", JsonObject.of("url", JsonObject.empty())));
  }

  @Test
  void anAcceptedUrlElicitationIsCompletedOnceWhenTheHandlerGoesOn() throws Exception {
    openWithUrlElicitation();
    paid.set(true);
    stdio.send(call(2, "pay"));
    JsonObject asked = stdio.next();
    JsonObject params = asked.get("params").asObject();
    assertEquals("url", params.get("mode").asString());
    assertEquals(URL, params.get("url").asString());
    String elicitationId = params.get("elicitationId").asString();
    assertFalse(elicitationId.isEmpty(), "2025-11-25 requires an elicitationId on a URL elicitation");

    stdio.send(response(asked.get("id"), JsonObject.of("action", JsonString.of("accept"))));

    JsonObject complete = stdio.next();
    assertEquals("notifications/elicitation/complete", complete.get("method").asString());
    assertEquals(JsonObject.of("elicitationId", JsonString.of(elicitationId)), complete.get("params"));
    JsonObject reply = stdio.next();
    assertEquals(2L, reply.get("id").asNumber().longValue());
    assertEquals("accept", resultText(reply));
    stdio.send(request(3, "ping", null));
    assertEquals(3L, stdio.next().get("id").asNumber().longValue(), "no second notification for the same id");
  }

  @Test
  void aUrlAskedAgainKeepsItsIdAndIsCompletedOnlyWhenTheHandlerStopsAskingIt() throws Exception {
    openWithUrlElicitation();
    stdio.send(call(4, "pay"));
    JsonObject first = stdio.next();
    String elicitationId = first.get("params").asObject().get("elicitationId").asString();
    stdio.send(response(first.get("id"), JsonObject.of("action", JsonString.of("accept"))));

    JsonObject again = stdio.next();
    assertEquals("elicitation/create", again.get("method").asString(), "not paid yet: asked again, not completed");
    assertEquals(elicitationId, again.get("params").asObject().get("elicitationId").asString(),
        "the same interaction keeps its id");
    paid.set(true);
    stdio.send(response(again.get("id"), JsonObject.of("action", JsonString.of("accept"))));

    JsonObject complete = stdio.next();
    assertEquals("notifications/elicitation/complete", complete.get("method").asString());
    assertEquals(elicitationId, complete.get("params").asObject().get("elicitationId").asString());
    assertEquals("accept", resultText(stdio.next()));
  }

  @Test
  void aDeclinedUrlElicitationIsNotCompleted() throws Exception {
    openWithUrlElicitation();
    stdio.send(call(5, "pay"));
    JsonObject asked = stdio.next();
    assertTrue(asked.get("params").asObject().has("elicitationId"));
    stdio.send(response(asked.get("id"), JsonObject.of("action", JsonString.of("decline"))));
    JsonObject reply = stdio.next();
    assertEquals(5L, reply.get("id").asNumber().longValue(), "the result, with no notification before it: " + reply);
    assertEquals("decline", resultText(reply));
  }

  @Test
  void aClientWithoutUrlElicitationIsAskedNothingAndToldNothing() throws Exception {
    open(JsonObject.of("elicitation", JsonObject.empty()));
    stdio.send(call(6, "pay"));
    JsonObject reply = stdio.next();
    assertEquals(6L, reply.get("id").asNumber().longValue(), "no URL elicitation to a form-only client: " + reply);
    assertFalse(JsonString.of("notifications/elicitation/complete").equals(reply.get("method")));
  }

  private static JsonObject call(long id, String tool) {
    return request(id, "tools/call", JsonObject.builder().put("name", tool).put("arguments", JsonObject.empty())
        .build());
  }

  private static JsonObject request(long id, String method, JsonObject params) {
    JsonObject.Builder request = JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", method);
    if (params != null) {
      request.put("params", params);
    }
    return request.build();
  }

  private static JsonObject response(JsonValue id, JsonObject result) {
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("result", result).build();
  }

  private static JsonObject tool(String name) {
    return JsonObject.builder().put("name", name)
        .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build();
  }
}
