package io.mcpgen.runtime.client;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.testing.ScriptedServer;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Manual mode: the caller gets the questions, may persist the pending call, and resumes it later. */
class ManualModeTest {

  private static final JsonObject ASKING = json("{\"resultType\":\"input_required\",\"inputRequests\":{"
      + "\"login\":{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Name?\",\"requestedSchema\":"
      + "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}}}}},"
      + "\"capital\":{\"method\":\"sampling/createMessage\",\"params\":{\"messages\":[],\"maxTokens\":10}}},"
      + "\"requestState\":\"opaque+/=\u00e9\"}");
  private static final JsonObject DONE = json("{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"ok\"}]}");

  private final ScriptedServer server = ScriptedServer.answering(ASKING, DONE);
  private final McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(server))
      .defaults(CallOptions.builder().autoFulfill(false).build())
      .build();

  private static final Map<String, InputAnswer> ANSWERS = Map.of(
      "login", ElicitationAnswer.accept(json("{\"name\":\"octocat\"}")),
      "capital", SamplingAnswer.ofText("Paris", "m"));

  @Test
  void theCallHandsTheQuestionsToTheCallerAndResumesWithItsAnswers() {
    CallOutcome outcome = client.callTool("t", json("{\"a\":1}")).join();
    PendingInput pending = ((CallOutcome.InputRequired) outcome).pending();
    assertEquals(Set.of("login", "capital"), pending.inputRequests().keySet());
    assertEquals("opaque+/=\u00e9", pending.requestState());
    assertEquals(1, server.requests().size());
    assertThrows(IllegalStateException.class, outcome::resultOrThrow);

    CallOutcome done = client.resume(pending, ANSWERS, client.defaults()).join();
    assertEquals(DONE, done.resultOrThrow());
    assertEquals(2, ((CallOutcome.Complete) done).requestsSent());
    JsonObject retry = server.params(1);
    assertEquals(json("{\"name\":\"t\",\"arguments\":{\"a\":1}}"), retry.without("_meta", "inputResponses", "requestState"));
    assertEquals(JsonValue.parse("\"opaque+/=\u00e9\""), retry.get("requestState"));
    assertEquals(Set.of("login", "capital"), retry.get("inputResponses").asObject().names());
  }

  @Test
  void aPendingCallSurvivesBeingStoredAsJson() {
    PendingInput pending = ((CallOutcome.InputRequired) client.callTool("t", json("{\"a\":1}")).join()).pending();
    String stored = Json.stringify(pending.toJson());
    PendingInput restored = PendingInput.fromJson(Json.parse(stored).asObject());
    assertEquals(pending.requestState(), restored.requestState());
    assertEquals(pending.inputRequests(), restored.inputRequests());
    client.resume(restored, ANSWERS, client.defaults()).join();
    assertEquals(JsonValue.parse("\"opaque+/=\u00e9\""), server.params(1).get("requestState"));
  }

  @Test
  void resumingWithOtherKeysOrWrongAnswersIsRefusedBeforeAnythingIsSent() {
    PendingInput pending = ((CallOutcome.InputRequired) client.callTool("t", null).join()).pending();
    assertThrows(IllegalArgumentException.class, () -> client.resume(pending,
        Map.of("login", ANSWERS.get("login")), client.defaults()));
    assertThrows(IllegalArgumentException.class, () -> client.resume(pending,
        Map.of("login", ANSWERS.get("capital"), "capital", ANSWERS.get("login")), client.defaults()));
    assertEquals(1, server.requests().size());
  }

  @Test
  void aStoredPendingCallMustBeWellFormed() {
    assertInstanceOf(IllegalArgumentException.class, assertThrows(RuntimeException.class,
        () -> PendingInput.fromJson(json("{\"method\":\"tools/call\"}"))));
  }
}
