package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Capability gating on every round, from that request's {@code _meta} only (checklist §1.4, S-15 to S-19). */
class CapabilityGatingTest {

  private static final JsonObject CITY = Fixtures.schema("city", "string");
  private static final JsonObject WITH_TOOLS = json("{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\","
      + "\"text\":\"weather?\"}}],\"maxTokens\":50,\"tools\":[{\"name\":\"get_weather\",\"inputSchema\":{\"type\":\"object\"}}]}");

  private final McpServerEngine server = McpServerEngine.builder()
      .requestState(Fixtures.codec())
      .tool(Fixtures.tool("form"), McpHandler.sequential((call, exchange) ->
          Fixtures.textResult(exchange.elicitForm("city", "Which city?", CITY).string("city"))))
      .tool(Fixtures.tool("url"), McpHandler.sequential((call, exchange) -> {
        exchange.elicitUrl("login", "Sign in", "https://example.com/login");
        return Fixtures.textResult("signed in");
      }))
      .tool(Fixtures.tool("agent"), McpHandler.sequential((call, exchange) ->
          Fixtures.textResult(exchange.sample("plan", SamplingRequest.of(WITH_TOOLS)).text())))
      .tool(Fixtures.tool("context"), McpHandler.sequential((call, exchange) ->
          Fixtures.textResult(exchange.sample("ctx", SamplingRequest.of(WITH_TOOLS.without("tools")
              .with("includeContext", JsonString.of("thisServer")))).text())))
      .tool(Fixtures.tool("fallback"), McpHandler.sequential((call, exchange) -> {
        if (!exchange.canElicitForm()) {
          return Fixtures.textResult("default city");
        }
        return Fixtures.textResult(exchange.elicitForm("city", "Which city?", CITY).string("city"));
      }))
      // Asks the city, then the roots; says up front it cannot do without either.
      .tool(Fixtures.tool("city_then_roots"), McpHandler.sequential(
          json("{\"elicitation\":{\"form\":{}},\"roots\":{}}"), (call, exchange) -> {
            String city = exchange.elicitForm("city", "Which city?", CITY).string("city");
            return Fixtures.textResult(city + " roots:" + exchange.roots("roots").roots().size());
          }))
      .tool(Fixtures.tool("optional_roots"), McpHandler.declared(new DeclaredInputsHandler() {
        @Override
        public InputDeclarations declare(RoundContext call) {
          return InputDeclarations.builder()
              .require("city", InputRequest.form("Which city?", CITY))
              .optional("roots", InputRequest.roots())
              .build();
        }

        @Override
        public JsonObject run(RoundContext call, Answers answers) {
          return Fixtures.textResult(answers.elicitation("city").string("city") + " roots:" + answers.isAvailable("roots"));
        }
      }))
      .build();

  private static int code(ServerReply reply) {
    return error(reply).get("code").asNumber().intValue();
  }

  @Test
  void withNoCapabilitiesAFormElicitationIsNeverSentButRefusedWithMinus32021() {
    ServerReply reply = send(server, request(1, "tools/call", "{\"name\":\"form\"}", "{}"));
    assertFalse(reply.body().orElseThrow().has("result"));
    assertEquals(json("{\"requiredCapabilities\":{\"elicitation\":{\"form\":{}}}}"), error(reply).get("data"));
    // The message names the capability, for a reader of logs who does not parse the data.
    assertEquals("Missing required client capability: elicitation.form", error(reply).get("message").asString());
    assertEquals(400, reply.httpStatus());
  }

  @Test
  void anEmptyElicitationObjectMeansFormOnly() {
    JsonObject interim = result(send(server, request(1, "tools/call", "{\"name\":\"form\"}", "{\"elicitation\":{}}")));
    assertEquals(Set.of("city"), interim.get("inputRequests").asObject().names());
    ServerReply url = send(server, request(2, "tools/call", "{\"name\":\"url\"}", "{\"elicitation\":{}}"));
    assertEquals(-32021, code(url));
    assertEquals(json("{\"requiredCapabilities\":{\"elicitation\":{\"url\":{}}}}"), error(url).get("data"));
  }

  @Test
  void aUrlOnlyClientGetsNoFormElicitation() {
    ServerReply form = send(server, request(1, "tools/call", "{\"name\":\"form\"}", "{\"elicitation\":{\"url\":{}}}"));
    assertEquals(-32021, code(form));
    JsonObject interim = result(send(server, request(2, "tools/call", "{\"name\":\"url\"}", "{\"elicitation\":{\"url\":{}}}")));
    assertEquals("url", interim.get("inputRequests").asObject().get("login").asObject().get("params").asObject()
        .get("mode").asString());
  }

  @Test
  void toolsInSamplingNeedSamplingTools() {
    ServerReply plain = send(server, request(1, "tools/call", "{\"name\":\"agent\"}", "{\"sampling\":{}}"));
    assertEquals(json("{\"requiredCapabilities\":{\"sampling\":{\"tools\":{}}}}"), error(plain).get("data"));
    assertEquals("Missing required client capability: sampling.tools", error(plain).get("message").asString());
    JsonObject interim = result(send(server, request(2, "tools/call", "{\"name\":\"agent\"}", "{\"sampling\":{\"tools\":{}}}")));
    assertEquals("sampling/createMessage", interim.get("inputRequests").asObject().get("plan").asObject()
        .get("method").asString());
  }

  @Test
  void includeContextBeyondNoneNeedsSamplingContext() {
    assertEquals(json("{\"requiredCapabilities\":{\"sampling\":{\"context\":{}}}}"),
        error(send(server, request(1, "tools/call", "{\"name\":\"context\"}", "{\"sampling\":{}}"))).get("data"));
    assertEquals("input_required", result(send(server, request(2, "tools/call", "{\"name\":\"context\"}",
        "{\"sampling\":{\"context\":{}}}"))).get("resultType").asString());
  }

  @Test
  void aRetryThatDropsTheCapabilityIsGatedAgain() {
    JsonObject first = request(1, "tools/call", "{\"name\":\"form\"}", "{\"elicitation\":{}}");
    JsonObject interim = result(send(server, first));
    // Round 2 answers nothing and no longer declares elicitation: the question must not be sent again.
    ServerReply second = send(server, Rounds.retry(first, 2, interim, json("{}"), "{}"));
    assertEquals(-32021, code(second));
    assertEquals(400, second.httpStatus());
  }

  @Test
  void anAnswerGivenEarlierStillCountsWhenTheRetryDropsTheCapability() {
    JsonObject first = request(1, "tools/call", "{\"name\":\"form\"}", "{\"elicitation\":{}}");
    JsonObject interim = result(send(server, first));
    JsonObject answers = JsonObject.of("city", ElicitationAnswer.accept(json("{\"city\":\"Lyon\"}")).toJson());
    JsonObject done = result(send(server, Rounds.retry(first, 2, interim, answers, "{}")));
    assertEquals(Fixtures.textResult("Lyon").get("content"), done.get("content"));
  }

  @Test
  void aHandlerCanTakeAnotherPathWhenTheClientCannotBeAsked() {
    JsonObject result = result(send(server, request(1, "tools/call", "{\"name\":\"fallback\"}", "{}")));
    assertEquals(Fixtures.textResult("default city").get("content"), result.get("content"));
  }

  @Test
  void anOptionalInputIsSkippedWhenTheClientCannotReceiveIt() {
    JsonObject first = request(1, "tools/call", "{\"name\":\"optional_roots\"}", "{\"elicitation\":{}}");
    JsonObject interim = result(send(server, first));
    assertEquals(Set.of("city"), interim.get("inputRequests").asObject().names());
    JsonObject done = result(send(server, Rounds.retry(first, 2, interim,
        JsonObject.of("city", ElicitationAnswer.accept(json("{\"city\":\"Oslo\"}")).toJson()), "{\"elicitation\":{}}")));
    assertEquals(Fixtures.textResult("Oslo roots:false").get("content"), done.get("content"));
  }

  @Test
  void aSequentialHandlersStatedNeedsAreCheckedOnTheFirstRoundBeforeAnyQuestion() {
    ServerReply reply = send(server, request(1, "tools/call", "{\"name\":\"city_then_roots\"}", "{\"elicitation\":{}}"));
    assertEquals(-32021, code(reply), "refused at once, not after the city was asked");
    assertEquals(json("{\"requiredCapabilities\":{\"roots\":{}}}"), error(reply).get("data"));
    ServerReply neither = send(server, request(2, "tools/call", "{\"name\":\"city_then_roots\"}", "{}"));
    assertEquals(json("{\"requiredCapabilities\":{\"elicitation\":{\"form\":{}},\"roots\":{}}}"),
        error(neither).get("data"), "everything missing, named in one error");
  }

  @Test
  void aClientWithEveryStatedNeedIsAskedAsBefore() {
    JsonObject interim = result(send(server, request(1, "tools/call", "{\"name\":\"city_then_roots\"}",
        "{\"elicitation\":{},\"roots\":{}}")));
    assertEquals(Set.of("city"), interim.get("inputRequests").asObject().names());
  }

  @Test
  void aLowLevelHandlerAskingAnUndeclaredCapabilityIsStoppedByTheEngine() {
    McpServerEngine careless = McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("t"), round -> RoundResult.inputRequired(Map.of("r", InputRequest.roots())))
        .build();
    ServerReply reply = send(careless, request(1, "tools/call", "{\"name\":\"t\"}", "{\"elicitation\":{}}"));
    assertEquals(json("{\"requiredCapabilities\":{\"roots\":{}}}"), error(reply).get("data"));
  }
}
