package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** How the engine reads a retry (checklist §1.6, S-29 to S-36). */
class RetryHandlingTest {

  private static final String ALL = "{\"elicitation\":{},\"sampling\":{},\"roots\":{}}";
  private static final JsonObject AGE = json("{\"type\":\"object\",\"properties\":{\"age\":{\"type\":\"integer\","
      + "\"minimum\":18},\"name\":{\"type\":\"string\"},\"born\":{\"type\":\"string\",\"format\":\"date\"}},"
      + "\"required\":[\"age\"]}");

  private final AtomicInteger bodyRuns = new AtomicInteger();
  private final AtomicReference<Answers> lastAnswers = new AtomicReference<>();

  private final McpServerEngine server = McpServerEngine.builder()
      .requestState(Fixtures.codec())
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
          bodyRuns.incrementAndGet();
          lastAnswers.set(answers);
          ElicitationAnswer age = answers.elicitation("age");
          String text = age.isAccepted() ? "age " + age.number("age") : "age " + age.action().wireName();
          return Fixtures.textResult(text + ", " + answers.sampling("summary").text() + ", "
              + answers.roots("workspace").uris());
        }
      }))
      .build();

  private final JsonObject first = request(1, "tools/call", "{\"name\":\"profile\",\"arguments\":{\"topic\":\"MCP\"}}", ALL);

  private static final JsonObject AGE_OK = json("{\"action\":\"accept\",\"content\":{\"age\":42}}");
  private static final JsonObject SUMMARY = json("{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"short\"},"
      + "\"model\":\"m\"}");
  private static final JsonObject ROOTS = json("{\"roots\":[{\"uri\":\"file:///home/me/project\",\"name\":\"p\"}]}");

  private static JsonObject answers(JsonObject age, JsonObject summary, JsonObject roots) {
    JsonObject.Builder answers = JsonObject.builder();
    if (age != null) {
      answers.put("age", age);
    }
    if (summary != null) {
      answers.put("summary", summary);
    }
    if (roots != null) {
      answers.put("workspace", roots);
    }
    return answers.build();
  }

  private int code(JsonObject retry) {
    return error(send(server, retry)).get("code").asNumber().intValue();
  }

  @Test
  void everyMissingInputIsAskedInOneRoundAndTheBodyRunsOnceWithAllOfThem() {
    JsonObject interim = result(send(server, first));
    assertEquals(Set.of("age", "summary", "workspace"), interim.get("inputRequests").asObject().names());
    assertEquals(0, bodyRuns.get());
    JsonObject done = result(send(server, Rounds.retry(first, 2, interim, answers(AGE_OK, SUMMARY, ROOTS), ALL)));
    assertEquals(Fixtures.textResult("age 42, short, [file:///home/me/project]").get("content"), done.get("content"));
    assertEquals(1, bodyRuns.get());
  }

  @Test
  void answersAccumulateInTheStateWhileTheClientSendsOnlyTheNewestOnes() {
    JsonObject round1 = result(send(server, first));
    JsonObject round2 = result(send(server, Rounds.retry(first, 2, round1, answers(AGE_OK, null, null), ALL)));
    assertEquals(Set.of("summary", "workspace"), round2.get("inputRequests").asObject().names());
    JsonObject round3 = result(send(server, Rounds.retry(first, 3, round2, answers(null, SUMMARY, null), ALL)));
    assertEquals(Set.of("workspace"), round3.get("inputRequests").asObject().names());
    JsonObject done = result(send(server, Rounds.retry(first, 4, round3, answers(null, null, ROOTS), ALL)));
    assertEquals(Fixtures.textResult("age 42, short, [file:///home/me/project]").get("content"), done.get("content"));
    assertEquals(1, bodyRuns.get());
  }

  @Test
  void inputResponsesThatAreNotAnObjectOfObjectsAreInvalidParams() {
    JsonObject interim = result(send(server, first));
    JsonObject retry = Rounds.retry(first, 2, interim, null, ALL);
    assertEquals(-32602, code(retry.with("params", retry.get("params").asObject().with("inputResponses",
        io.mcpgen.json.JsonString.of("x")))));
    assertEquals(-32602, code(Rounds.retry(first, 3, interim, json("{\"age\":\"x\"}"), ALL)));
    assertEquals(-32602, code(Rounds.retry(first, 4, interim, json("{\"age\":{\"action\":\"maybe\"}}"), ALL)));
    assertEquals(-32602, code(Rounds.retry(first, 5, interim, answers(null, null, json("{\"roots\":[{\"uri\":\"http://x\"}]}")),
        ALL)));
  }

  @Test
  void keysTheServerDidNotAskAreIgnored() {
    JsonObject interim = result(send(server, first));
    JsonObject extra = answers(AGE_OK, SUMMARY, ROOTS).with("not_requested_info",
        json("{\"action\":\"accept\",\"content\":{\"not_requested_param_name\":\"Information the server did not request\"}}"));
    JsonObject done = result(send(server, Rounds.retry(first, 2, interim, extra, ALL)));
    assertEquals("complete", done.get("resultType").asString());
  }

  @Test
  void aRetryWithoutTheAnswersGetsTheSameQuestionsAgain() {
    JsonObject interim = result(send(server, first));
    JsonObject again = result(send(server, Rounds.retry(first, 2, interim, json("{}"), ALL)));
    assertEquals(interim.get("inputRequests"), again.get("inputRequests"));
  }

  @Test
  void anAnswerIsReadByTheMethodAskedUnderItsKey() {
    JsonObject interim = result(send(server, first));
    // An ElicitResult under the key issued for sampling is not a CreateMessageResult.
    assertEquals(-32602, code(Rounds.retry(first, 2, interim, answers(AGE_OK, AGE_OK, ROOTS), ALL)));
    // A CreateMessageResult under the elicitation key is not an ElicitResult.
    assertEquals(-32602, code(Rounds.retry(first, 3, interim, answers(SUMMARY, SUMMARY, ROOTS), ALL)));
  }

  @Test
  void declinedAndCancelledElicitationsReachTheHandlerAsTypedAnswers() {
    for (String action : new String[] {"decline", "cancel"}) {
      JsonObject interim = result(send(server, first));
      JsonObject done = result(send(server, Rounds.retry(first, 2, interim,
          answers(json("{\"action\":\"" + action + "\"}"), SUMMARY, ROOTS), ALL)));
      assertEquals(Fixtures.textResult("age " + action + ", short, [file:///home/me/project]").get("content"),
          done.get("content"));
      assertTrue(action.equals("decline") ? lastAnswers.get().elicitation("age").isDeclined()
          : lastAnswers.get().elicitation("age").isCancelled());
    }
  }

  @Test
  void formValuesAreCheckedAgainstTheSchemaThatWasShown() {
    JsonObject interim = result(send(server, first));
    JsonObject wrongType = json("{\"action\":\"accept\",\"content\":{\"age\":\"forty-two\"}}");
    JsonObject error = error(send(server, Rounds.retry(first, 2, interim, answers(wrongType, SUMMARY, ROOTS), ALL)));
    assertEquals(-32602, error.get("code").asNumber().intValue());
    assertTrue(error.get("message").asString().contains("age"), error.toString());
    JsonObject tooYoung = json("{\"action\":\"accept\",\"content\":{\"age\":12}}");
    assertEquals(-32602, code(Rounds.retry(first, 3, interim, answers(tooYoung, SUMMARY, ROOTS), ALL)));
    JsonObject fractional = json("{\"action\":\"accept\",\"content\":{\"age\":30.5}}");
    assertEquals(-32602, code(Rounds.retry(first, 4, interim, answers(fractional, SUMMARY, ROOTS), ALL)));
    JsonObject missing = json("{\"action\":\"accept\",\"content\":{\"name\":\"x\"}}");
    assertEquals(-32602, code(Rounds.retry(first, 5, interim, answers(missing, SUMMARY, ROOTS), ALL)));
    assertEquals(0, bodyRuns.get());
  }

  @Test
  void aFormValueOfTheWrongFormatIsRefusedAsAnyMisfitIs() {
    JsonObject interim = result(send(server, first));
    JsonObject notADate = json("{\"action\":\"accept\",\"content\":{\"age\":42,\"born\":\"next tuesday\"}}");
    JsonObject error = error(send(server, Rounds.retry(first, 2, interim, answers(notADate, SUMMARY, ROOTS), ALL)));
    assertEquals(-32602, error.get("code").asNumber().intValue());
    assertTrue(error.get("message").asString().contains("'born' is not a date"), error.toString());
    assertEquals(0, bodyRuns.get());
    JsonObject aDate = json("{\"action\":\"accept\",\"content\":{\"age\":42,\"born\":\"1984-02-29\"}}");
    result(send(server, Rounds.retry(first, 3, interim, answers(aDate, SUMMARY, ROOTS), ALL)));
    assertEquals(1, bodyRuns.get());
  }

  @Test
  void aQuestionThatChangedIsAskedAgainInsteadOfReusingTheOldAnswer() {
    AtomicReference<String> wording = new AtomicReference<>("Which city?");
    McpServerEngine changing = McpServerEngine.builder()
        .requestState(Fixtures.codec())
        .tool(Fixtures.tool("t"), McpHandler.sequential((call, exchange) -> {
          String city = exchange.elicitForm("city", wording.get(), Fixtures.schema("city", "string")).string("city");
          String day = exchange.elicitForm("day", "Which day?", Fixtures.schema("day", "string")).string("day");
          return Fixtures.textResult(city + " " + day);
        }))
        .build();
    JsonObject request = request(1, "tools/call", "{\"name\":\"t\"}", "{\"elicitation\":{}}");
    JsonObject round1 = result(send(changing, request));
    JsonObject round2 = result(send(changing, Rounds.retry(request, 2, round1,
        json("{\"city\":{\"action\":\"accept\",\"content\":{\"city\":\"Paris\"}}}"), "{\"elicitation\":{}}")));
    assertEquals(Set.of("day"), round2.get("inputRequests").asObject().names());
    wording.set("Which city do you mean, exactly?"); // a new deployment words the question differently
    JsonObject round3 = result(send(changing, Rounds.retry(request, 3, round2,
        json("{\"day\":{\"action\":\"accept\",\"content\":{\"day\":\"Monday\"}}}"), "{\"elicitation\":{}}")));
    assertEquals(Set.of("city"), round3.get("inputRequests").asObject().names());
    JsonObject done = result(send(changing, Rounds.retry(request, 4, round3,
        json("{\"city\":{\"action\":\"accept\",\"content\":{\"city\":\"Lyon\"}}}"), "{\"elicitation\":{}}")));
    assertEquals(Fixtures.textResult("Lyon Monday").get("content"), done.get("content"));
  }

  @Test
  void twoServerInstancesSharingTheKeyServeAlternateRoundsOfOneFlow() {
    McpServerEngine other = McpServerEngine.builder()
        .requestState(Fixtures.codec())
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
            return Fixtures.textResult("instance B finished with age " + answers.elicitation("age").number("age"));
          }
        }))
        .build();
    JsonObject round1 = result(send(server, first));
    JsonObject round2 = result(send(other, Rounds.retry(first, 2, round1, answers(AGE_OK, null, null), ALL)));
    JsonObject round3 = result(send(server, Rounds.retry(first, 3, round2, answers(null, SUMMARY, null), ALL)));
    JsonObject done = result(send(other, Rounds.retry(first, 4, round3, answers(null, null, ROOTS), ALL)));
    assertEquals(Fixtures.textResult("instance B finished with age 42").get("content"), done.get("content"));
  }
}
