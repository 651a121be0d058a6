package io.mcpgen.runtime.mrtr;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.testing.SpecExamples;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The MRTR protocol objects: capabilities, questions, answers, form checks. */
class ModelTest {

  @Test
  void capabilitiesFollowTheModeRules() {
    ClientCapabilitySet bare = ClientCapabilitySet.of(json("{\"elicitation\":{}}"));
    assertTrue(bare.formElicitation());
    assertFalse(bare.urlElicitation());
    ClientCapabilitySet urlOnly = ClientCapabilitySet.of(json("{\"elicitation\":{\"url\":{}}}"));
    assertFalse(urlOnly.formElicitation());
    assertTrue(urlOnly.urlElicitation());
    ClientCapabilitySet both = ClientCapabilitySet.of(SpecExamples.example("ClientCapabilities",
        "elicitation-form-and-url-mode-support.json"));
    assertTrue(both.formElicitation() && both.urlElicitation());
    assertTrue(ClientCapabilitySet.of(SpecExamples.example("ClientCapabilities", "sampling-tool-use-support.json"))
        .samplingTools());
    assertFalse(ClientCapabilitySet.of(SpecExamples.example("ClientCapabilities", "sampling-minimum-baseline-support.json"))
        .samplingTools());
    assertTrue(ClientCapabilitySet.of(SpecExamples.example("ClientCapabilities", "roots-minimum-baseline-support.json"))
        .roots());
    assertFalse(ClientCapabilitySet.none().sampling());
    assertEquals(json("{\"elicitation\":{\"form\":{},\"url\":{}},\"roots\":{}}"), ClientCapabilitySet.union(
        json("{\"elicitation\":{\"form\":{}}}"), json("{\"elicitation\":{\"url\":{}},\"roots\":{}}")));
  }

  @Test
  void questionsReadFromTheWireDispatchByMethodAndMode() {
    JsonObject example = SpecExamples.example("InputRequiredResult",
        "input-required-result-with-elicitation-and-sampling-and-request-state.json");
    JsonObject requests = example.get("inputRequests").asObject();
    assertInstanceOf(FormElicitation.class, InputRequest.fromJson(requests.get("github_login")));
    assertInstanceOf(SamplingRequest.class, InputRequest.fromJson(requests.get("capital_of_france")));
    assertInstanceOf(RootsRequest.class, InputRequest.fromJson(json("{\"method\":\"roots/list\"}")));
    assertInstanceOf(UrlElicitation.class, InputRequest.fromJson(json("{\"method\":\"elicitation/create\",\"params\":"
        + "{\"mode\":\"url\",\"message\":\"m\",\"url\":\"https://example.com/x\"}}")));
    assertThrows(IllegalArgumentException.class, () -> InputRequest.fromJson(json("{\"method\":\"tasks/get\"}")));
    assertThrows(IllegalArgumentException.class, () -> InputRequest.fromJson(json("{\"method\":\"elicitation/create\","
        + "\"params\":{\"mode\":\"url\",\"message\":\"m\",\"url\":\"not a uri\"}}")));
    assertThrows(IllegalArgumentException.class, () -> InputRequest.fromJson(json("{\"method\":\"elicitation/create\","
        + "\"params\":{\"message\":\"m\",\"requestedSchema\":{\"type\":\"object\",\"properties\":{\"x\":"
        + "{\"type\":\"object\"}}}}}")));
  }

  @Test
  void questionsSerializeBareAndKnowTheirCapability() {
    FormElicitation form = InputRequest.form("Name?", json("{\"type\":\"object\",\"properties\":{}}"));
    assertEquals(json("{\"method\":\"elicitation/create\",\"params\":{\"mode\":\"form\",\"message\":\"Name?\","
        + "\"requestedSchema\":{\"type\":\"object\",\"properties\":{}}}}"), form.toJson());
    assertEquals(json("{\"elicitation\":{\"form\":{}}}"), form.requiredCapabilities());
    assertEquals(json("{\"method\":\"roots/list\"}"), InputRequest.roots().toJson());
    assertEquals(json("{\"sampling\":{}}"), SamplingRequest.ofText("hi", 5).requiredCapabilities());
  }

  @Test
  void theDigestPinsTheQuestionAsShownWhateverItsSpelling() {
    FormElicitation a = InputRequest.form("City?", json("{\"type\":\"object\",\"properties\":{\"c\":{\"type\":\"string\"}}}"));
    FormElicitation sameSpelledOtherwise = (FormElicitation) InputRequest.fromJson(json("{\"params\":{\"requestedSchema\":"
        + "{\"properties\":{\"c\":{\"type\":\"string\"}},\"type\":\"object\"},\"message\":\"City?\",\"mode\":\"form\"},"
        + "\"method\":\"elicitation/create\"}"));
    assertEquals(a.digest(), sameSpelledOtherwise.digest());
    assertNotEquals(a.digest(), InputRequest.form("Which city?", a.requestedSchema()).digest());
  }

  @Test
  void theToolLoopRuleIsEnforcedWhenASamplingRequestIsBuilt() {
    String toolUse = "{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":\"call_1\",\"name\":\"w\","
        + "\"input\":{}}]}";
    String result = "{\"type\":\"tool_result\",\"toolUseId\":\"call_1\",\"content\":[]}";
    String start = "{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"weather?\"}}," + toolUse + ",";
    SamplingRequest fine = SamplingRequest.of(json(start + "{\"role\":\"user\",\"content\":[" + result + "]}],"
        + "\"maxTokens\":10,\"tools\":[]}"));
    assertTrue(fine.usesTools());
    assertThrows(IllegalArgumentException.class, () -> SamplingRequest.of(json(start + "{\"role\":\"user\",\"content\":["
        + result + ",{\"type\":\"text\",\"text\":\"and also\"}]}],\"maxTokens\":10}")));
    assertThrows(IllegalArgumentException.class, () -> SamplingRequest.of(json(start + "{\"role\":\"user\",\"content\":"
        + "[{\"type\":\"tool_result\",\"toolUseId\":\"call_2\",\"content\":[]}]}],\"maxTokens\":10}")));
    assertThrows(IllegalArgumentException.class, () -> SamplingRequest.of(json(start.substring(0, start.length() - 1)
        + "],\"maxTokens\":10}")));
    assertThrows(IllegalArgumentException.class, () -> SamplingRequest.of(json("{\"messages\":[],\"maxTokens\":1.5}")));
  }

  @Test
  void answersAreReadByTheMethodTheyAnswer() {
    JsonObject elicit = SpecExamples.example("ElicitResult", "input-single-field.json");
    ElicitationAnswer answer = (ElicitationAnswer) InputAnswer.decode("elicitation/create", elicit);
    assertEquals("octocat", answer.string("name"));
    assertEquals(elicit, answer.toJson());
    assertTrue(((ElicitationAnswer) InputAnswer.decode("elicitation/create",
        SpecExamples.example("ElicitResult", "accept-url-mode-no-content.json"))).isAccepted());
    SamplingAnswer sampled = (SamplingAnswer) InputAnswer.decode("sampling/createMessage",
        SpecExamples.example("CreateMessageResult", "text-response.json"));
    assertEquals("The capital of France is Paris.", sampled.text());
    RootsAnswer roots = (RootsAnswer) InputAnswer.decode("roots/list",
        SpecExamples.example("ListRootsResult", "multiple-root-directories.json"));
    assertEquals(2, roots.uris().size());
    assertThrows(IllegalArgumentException.class, () -> InputAnswer.decode("sampling/createMessage", elicit));
    assertThrows(IllegalArgumentException.class, () -> InputAnswer.decode("elicitation/create",
        json("{\"action\":\"accept\",\"content\":{\"x\":{\"nested\":1}}}")));
    assertEquals(30.5, ((ElicitationAnswer) InputAnswer.decode("elicitation/create",
        json("{\"action\":\"accept\",\"content\":{\"age\":30.5}}"))).number("age").doubleValue());
  }

  @Test
  void formContentIsCheckedAgainstEveryKindOfPropertySchema() {
    JsonObject schema = json("{\"type\":\"object\",\"properties\":{"
        + "\"name\":{\"type\":\"string\",\"minLength\":2,\"maxLength\":5},"
        + "\"color\":{\"type\":\"string\",\"enum\":[\"Red\",\"Green\"]},"
        + "\"hex\":{\"type\":\"string\",\"oneOf\":[{\"const\":\"#FF0000\",\"title\":\"Red\"}]},"
        + "\"n\":{\"type\":\"number\",\"minimum\":0,\"maximum\":1},"
        + "\"ok\":{\"type\":\"boolean\"},"
        + "\"tags\":{\"type\":\"array\",\"minItems\":1,\"items\":{\"type\":\"string\",\"enum\":[\"a\",\"b\"]}},"
        + "\"titled\":{\"type\":\"array\",\"items\":{\"anyOf\":[{\"const\":\"x\",\"title\":\"X\"}]}}},"
        + "\"required\":[\"name\"]}");
    assertNull(FormContentCheck.problem(schema, json("{\"name\":\"Ada\",\"color\":\"Red\",\"hex\":\"#FF0000\",\"n\":0.5,"
        + "\"ok\":true,\"tags\":[\"a\"],\"titled\":[\"x\"],\"unknown\":{}}")));
    for (String bad : new String[] {"{}", "{\"name\":\"A\"}", "{\"name\":\"Adalovelace\"}", "{\"name\":1}",
        "{\"name\":\"Ada\",\"color\":\"Blue\"}", "{\"name\":\"Ada\",\"hex\":\"#00FF00\"}", "{\"name\":\"Ada\",\"n\":2}",
        "{\"name\":\"Ada\",\"ok\":\"yes\"}", "{\"name\":\"Ada\",\"tags\":[]}", "{\"name\":\"Ada\",\"tags\":[\"c\"]}",
        "{\"name\":\"Ada\",\"titled\":[\"y\"]}", "{\"name\":\"Ada\",\"tags\":\"a\"}"}) {
      assertTrue(FormContentCheck.problem(schema, json(bad)) != null, bad);
    }
  }

  @Test
  void formStringsAreCheckedAgainstTheirFormat() {
    JsonObject schema = json("{\"type\":\"object\",\"properties\":{"
        + "\"mail\":{\"type\":\"string\",\"format\":\"email\"},"
        + "\"site\":{\"type\":\"string\",\"format\":\"uri\"},"
        + "\"day\":{\"type\":\"string\",\"format\":\"date\"},"
        + "\"at\":{\"type\":\"string\",\"format\":\"date-time\"},"
        + "\"other\":{\"type\":\"string\",\"format\":\"hostname\"}}}");
    assertNull(FormContentCheck.problem(schema, json("{\"mail\":\"ada@example.org\",\"site\":\"https://example.org/a?b\","
        + "\"day\":\"2024-02-29\",\"at\":\"2026-07-28T09:30:00Z\",\"other\":\"not checked\"}")));
    for (String good : new String[] {"\"at\":\"2026-07-28t09:30:00.125+02:00\"", "\"at\":\"2016-12-31T23:59:60Z\"",
        "\"site\":\"urn:isbn:0451450523\"", "\"mail\":\"a.b+c@mail.example.org\""}) {
      assertNull(FormContentCheck.problem(schema, json("{" + good + "}")), good);
    }
    String[][] bad = {
      {"day", "next tuesday"}, {"day", "2023-02-29"}, {"day", "2026-7-28"}, {"day", "+12026-07-28"},
      {"at", "2026-07-28"}, {"at", "2026-07-28T09:30Z"}, {"at", "2026-07-28T24:00:00Z"}, {"at", "2026-07-28T09:30:00"},
      {"mail", "ada"}, {"mail", "ada@"}, {"mail", "a b@example.org"}, {"mail", "@example.org"},
      {"site", "example.org/path"}, {"site", "https://exa mple.org"}, {"site", ""}
    };
    for (String[] field : bad) {
      String problem = FormContentCheck.problem(schema, json("{\"" + field[0] + "\":\"" + field[1] + "\"}"));
      assertTrue(problem != null && problem.startsWith("field '" + field[0] + "' is not a"), field[1] + ": " + problem);
    }
  }

  @Test
  void aCancellationTripsOnceAndRunsLateCallbacksAtOnce() {
    Cancellation cancellation = Cancellation.create();
    AtomicInteger calls = new AtomicInteger();
    Runnable remove = cancellation.onCancel(calls::incrementAndGet);
    cancellation.onCancel(calls::incrementAndGet);
    remove.run();
    assertTrue(cancellation.cancel("why"));
    assertFalse(cancellation.cancel("again"));
    assertEquals("why", cancellation.reason());
    assertEquals(1, calls.get());
    cancellation.onCancel(calls::incrementAndGet);
    assertEquals(2, calls.get());
  }

  @Test
  void logLevelsCompareBySeverity() {
    assertTrue(LogLevel.ERROR.isAtLeast(LogLevel.WARNING));
    assertFalse(LogLevel.DEBUG.isAtLeast(LogLevel.INFO));
    assertEquals(LogLevel.EMERGENCY, LogLevel.fromWireName("emergency"));
    assertNull(LogLevel.fromWireName("verbose"));
    assertEquals(JsonValue.parse("\"warning\"").asString(), LogLevel.WARNING.wireName());
  }
}
