package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import io.mcpgen.runtime.testing.Wire;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which methods may ask for input and what an {@code InputRequiredResult} looks like (checklist §1.1 to §1.3). */
class InputRequiredShapeTest {

  private static final String ALL = "{\"elicitation\":{\"form\":{},\"url\":{}},\"sampling\":{},\"roots\":{}}";

  private static final InputDeclarations THREE_KINDS = InputDeclarations.builder()
      .require("github_login", InputRequest.form("Please provide your GitHub username", Fixtures.schema("name", "string")))
      .require("capital_of_france", SamplingRequest.ofText("What is the capital of France?", 100))
      .require("workspace", InputRequest.roots())
      .build();

  private static McpHandler askingAll(String result) {
    return McpHandler.declared(new DeclaredInputsHandler() {
      @Override
      public InputDeclarations declare(RoundContext call) {
        return THREE_KINDS;
      }

      @Override
      public JsonObject run(RoundContext call, Answers answers) {
        return json(result);
      }
    });
  }

  private final McpServerEngine server = McpServerEngine.builder()
      .requestState(Fixtures.codec())
      .tool(Fixtures.tool("t"), askingAll("{\"content\":[]}"))
      .prompt(json("{\"name\":\"p\"}"), askingAll("{\"messages\":[]}"))
      .resource(json("{\"uri\":\"file:///r\",\"name\":\"r\"}"), askingAll("{\"contents\":[]}"))
      .completion((params, principal) -> json("{\"resultType\":\"input_required\",\"requestState\":\"x\"}"))
      .build();

  @Test
  void eachOfTheThreeMethodsCanAnswerInputRequired() {
    for (JsonObject request : new JsonObject[] {
        request(1, "tools/call", "{\"name\":\"t\"}", ALL),
        request(2, "prompts/get", "{\"name\":\"p\"}", ALL),
        request(3, "resources/read", "{\"uri\":\"file:///r\"}", ALL)}) {
      assertEquals(JsonString.of("input_required"), result(send(server, request)).get("resultType"), request.toString());
    }
  }

  @Test
  void otherMethodsCannotAnswerInputRequiredEvenWhenAHandlerTries() {
    JsonObject error = Wire.error(send(server, request(1, "completion/complete",
        "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"p\"},\"argument\":{\"name\":\"a\",\"value\":\"\"}}", "{}")));
    assertEquals(-32603, error.get("code").asNumber().intValue());
  }

  @Test
  void inputRequestsAreBareMethodAndParamsObjectsUnderTheServersKeys() {
    JsonObject interim = result(send(server, request(1, "tools/call", "{\"name\":\"t\"}", ALL)));
    JsonObject requests = interim.get("inputRequests").asObject();
    assertEquals(Set.of("github_login", "capital_of_france", "workspace"), requests.names());
    assertEquals(Set.of("method", "params"), requests.get("github_login").asObject().names());
    assertEquals(Set.of("method", "params"), requests.get("capital_of_france").asObject().names());
    assertEquals(json("{\"method\":\"roots/list\"}"), requests.get("workspace"));
    assertEquals(JsonString.of("elicitation/create"), requests.get("github_login").asObject().get("method"));
    assertEquals(JsonString.of("sampling/createMessage"), requests.get("capital_of_france").asObject().get("method"));
    assertTrue(interim.get("requestState") instanceof JsonString);
  }

  @Test
  void anInterimResourceReadCarriesNoCacheHintsButTheFinalOneDoes() {
    JsonObject request = request(1, "resources/read", "{\"uri\":\"file:///r\"}", ALL);
    JsonObject interim = result(send(server, request));
    assertFalse(interim.has("ttlMs"));
    assertFalse(interim.has("cacheScope"));
    JsonObject answers = json("{\"github_login\":{\"action\":\"accept\",\"content\":{\"name\":\"octocat\"}},"
        + "\"capital_of_france\":{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"Paris\"},"
        + "\"model\":\"m\"},\"workspace\":{\"roots\":[]}}");
    JsonObject last = result(send(server, Rounds.retry(request, 2, interim, answers, ALL)));
    assertEquals(JsonString.of("complete"), last.get("resultType"));
    assertTrue(last.has("ttlMs") && last.has("cacheScope"));
  }

  @Test
  void aRoundResultWithoutQuestionsCannotBeBuilt() {
    assertThrows(IllegalArgumentException.class, () -> RoundResult.inputRequired(Map.of()));
  }

  @Test
  void aStateOnlyRoundCarriesRequestStateAndNoInputRequests() {
    McpServerEngine shedding = McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("slow"), round -> round.round() == 1
            ? RoundResult.retryLater(json("{\"progress\":\"50%\"}"))
            : RoundResult.complete(Fixtures.textResult("done after " + round.notes().get("progress").asString())))
        .build();
    JsonObject request = request(1, "tools/call", "{\"name\":\"slow\"}", "{}");
    JsonObject interim = result(send(shedding, request));
    assertEquals(Set.of("resultType", "requestState", "_meta"), interim.names());
    JsonObject last = result(send(shedding, Rounds.retry(request, 2, interim, null, "{}")));
    assertEquals(Fixtures.textResult("done after 50%").get("content"), last.get("content"));
  }

  @Test
  void declaringAKeyTwiceIsRefused() {
    InputDeclarations.Builder builder = InputDeclarations.builder().require("k", InputRequest.roots());
    assertThrows(IllegalArgumentException.class, () -> builder.optional("k", InputRequest.roots()));
  }

  @Test
  void aSequentialHandlerUsingOneKeyForTwoQuestionsFailsInsteadOfSendingDuplicates() {
    McpServerEngine confused = McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("t"), McpHandler.sequential((call, exchange) -> {
          Map<String, InputRequest> questions = new LinkedHashMap<>();
          questions.put("k", InputRequest.form("A?", Fixtures.schema("a", "string")));
          try {
            exchange.askAll(InputDeclarations.builder().require("k", questions.get("k")).build());
          } catch (RoundSuspendedException expected) {
            exchange.elicitForm("k", "B?", Fixtures.schema("b", "string"));
          }
          return Fixtures.textResult("never");
        }))
        .build();
    JsonObject error = Wire.error(send(confused, request(1, "tools/call", "{\"name\":\"t\"}", ALL)));
    assertEquals(-32603, error.get("code").asNumber().intValue());
  }

  @Test
  void theServerHoldsNothingBetweenRoundsAndAnyRoundCanBeTheLast() {
    InFlightRequests connection = new InFlightRequests();
    RequestContext context = RequestContext.builder().inFlight(connection).build();
    JsonObject interim = result(send(server, request(1, "tools/call", "{\"name\":\"t\"}", ALL), context));
    assertEquals(0, connection.size());
    assertTrue(interim.has("requestState"));
    assertEquals(JsonValue.parse("\"input_required\""), interim.get("resultType"));
  }
}
