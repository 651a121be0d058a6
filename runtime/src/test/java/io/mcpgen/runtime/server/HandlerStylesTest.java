package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The sequential style and the engine's round limit. */
class HandlerStylesTest {

  private static final String FORM = "{\"elicitation\":{}}";

  private final AtomicInteger runs = new AtomicInteger();
  private final AtomicInteger expensiveSteps = new AtomicInteger();

  private final McpServerEngine server = McpServerEngine.builder()
      .requestState(Fixtures.codec())
      .maxRounds(3)
      .tool(Fixtures.tool("steps"), McpHandler.sequential((call, exchange) -> {
        runs.incrementAndGet();
        long quote = exchange.checkpoint("quote", () -> {
          expensiveSteps.incrementAndGet();
          return JsonNumber.of(1250);
        }).asNumber().longValue();
        exchange.yieldOnce("after-quote");
        boolean ok = exchange.elicitForm("confirm", "Pay " + quote + "?", Fixtures.schema("ok", "boolean")).bool("ok");
        return Fixtures.textResult(ok ? "paid " + quote : "not paid");
      }))
      .tool(Fixtures.tool("several"), McpHandler.sequential((call, exchange) -> {
        Answers both = exchange.askAll(InputDeclarations.builder()
            .require("a", InputRequest.form("A?", Fixtures.schema("a", "string")))
            .require("b", InputRequest.form("B?", Fixtures.schema("b", "string")))
            .build());
        return Fixtures.textResult(both.elicitation("a").string("a") + both.elicitation("b").string("b"));
      }))
      .tool(Fixtures.tool("nagging"), McpHandler.sequential((call, exchange) -> {
        exchange.elicitForm("q" + call.round(), "Again?", Fixtures.schema("x", "string"));
        return Fixtures.textResult("never");
      }))
      .tool(Fixtures.tool("swallowing"), McpHandler.sequential((call, exchange) -> {
        try {
          exchange.elicitForm("q", "Really?", Fixtures.schema("x", "string"));
        } catch (RuntimeException swallowed) {
          return Fixtures.textResult("pretending to be done");
        }
        return Fixtures.textResult("answered");
      }))
      .build();

  @Test
  void aSequentialHandlerRerunsEachRoundButItsCheckpointRunsOnceAndItYieldsOnce() {
    JsonObject first = request(1, "tools/call", "{\"name\":\"steps\"}", FORM);
    JsonObject round1 = result(send(server, first));
    assertFalse(round1.has("inputRequests"), "yieldOnce ends round 1 with state only");
    JsonObject round2 = result(send(server, Rounds.retry(first, 2, round1, null, FORM)));
    assertEquals(Set.of("confirm"), round2.get("inputRequests").asObject().names());
    assertEquals("Pay 1250?", round2.get("inputRequests").asObject().get("confirm").asObject().get("params").asObject()
        .get("message").asString());
    JsonObject done = result(send(server, Rounds.retry(first, 3, round2,
        json("{\"confirm\":{\"action\":\"accept\",\"content\":{\"ok\":true}}}"), FORM)));
    assertEquals(Fixtures.textResult("paid 1250").get("content"), done.get("content"));
    assertEquals(3, runs.get());
    assertEquals(1, expensiveSteps.get());
  }

  @Test
  void askAllAsksEveryMissingQuestionInOneRound() {
    JsonObject first = request(1, "tools/call", "{\"name\":\"several\"}", FORM);
    JsonObject round1 = result(send(server, first));
    assertEquals(Set.of("a", "b"), round1.get("inputRequests").asObject().names());
    JsonObject done = result(send(server, Rounds.retry(first, 2, round1, json("{\"a\":{\"action\":\"accept\","
        + "\"content\":{\"a\":\"x\"}},\"b\":{\"action\":\"accept\",\"content\":{\"b\":\"y\"}}}"), FORM)));
    assertEquals(Fixtures.textResult("xy").get("content"), done.get("content"));
  }

  @Test
  void aHandlerThatSwallowsTheSuspensionStillAsks() {
    JsonObject round1 = result(send(server, request(1, "tools/call", "{\"name\":\"swallowing\"}", FORM)));
    assertEquals("input_required", round1.get("resultType").asString());
    assertTrue(round1.get("inputRequests").asObject().has("q"));
  }

  @Test
  void aRequestThatKeepsAskingEndsAtTheServersRoundLimit() {
    JsonObject first = request(1, "tools/call", "{\"name\":\"nagging\"}", FORM);
    JsonObject round1 = result(send(server, first));
    JsonObject round2 = result(send(server, Rounds.retry(first, 2, round1, json("{}"), FORM)));
    JsonObject error = error(send(server, Rounds.retry(first, 3, round2, json("{}"), FORM)));
    assertEquals(-32602, error.get("code").asNumber().intValue());
    assertEquals(json("{\"reason\":\"too_many_rounds\"}"), error.get("data"));
    assertTrue(error.get("message").asString().contains("3 rounds"), error.toString());
  }

  /** A server whose handlers may ask, built without a codec, is refused at build(), naming them. */
  @Test
  void handlersThatAskNeedTheRequestStateCodecAtBuild() {
    McpServerEngine.Builder builder = McpServerEngine.builder()
        .tool(Fixtures.tool("plain"), McpHandler.simple(call -> Fixtures.textResult("ok")))
        .tool(Fixtures.tool("steps"), McpHandler.sequential((call, exchange) -> Fixtures.textResult("ok")))
        .prompt(JsonObject.builder().put("name", "marked").build(),
            McpHandler.askingInput(round -> RoundResult.complete(JsonObject.empty())));
    IllegalStateException refused = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
        builder::build);
    assertTrue(refused.getMessage().startsWith("no requestState codec, but these ask the client for input:"
        + " tools/call steps, prompts/get marked; add .requestState("), refused.getMessage());
    assertFalse(refused.getMessage().contains("plain"), refused.getMessage());
    // With the codec it builds; without askers it needs none.
    builder.requestState(Fixtures.codec()).build();
    McpServerEngine.builder().tool(Fixtures.tool("plain"), McpHandler.simple(call -> Fixtures.textResult("ok")))
        .build();
  }
}
