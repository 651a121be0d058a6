package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.result;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.testing.FakeClock;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.LogCapture;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What reaches the logs while clients misbehave: rejected states as a summary, never a flood;
 * client text escaped; never a token, a secret or an answer.
 */
class LogHygieneTest {

  private static final String FORM = "{\"elicitation\":{}}";
  private static final byte[] SECRET = Fixtures.secret('q');

  private final FakeClock clock = new FakeClock();
  private final LogCapture logs = new LogCapture();
  private final RequestStateCodec codec = RequestStateCodec.builder().audience("orders").key("k1", SECRET)
      .clock(clock).build();
  private final McpServerEngine server = McpServerEngine.builder()
      .requestState(codec)
      .tool(Fixtures.tool("login"), McpHandler.sequential((call, exchange) -> {
        String name = exchange.elicitForm("login", "GitHub login?", Fixtures.schema("name", "string")).string("name");
        String repo = exchange.elicitForm("repo", "Which repository?", Fixtures.schema("repo", "string")).string("repo");
        return Fixtures.textResult(name + "/" + repo);
      }))
      .resourceTemplate(json("{\"uriTemplate\":\"shop://orders/{id}\",\"name\":\"orders\"}"), McpHandler.simple(call -> {
        throw new IllegalArgumentException("no order " + call.uri());
      }))
      .build();
  private final JsonObject first = request(1, "tools/call", "{\"name\":\"login\",\"arguments\":{}}", FORM);

  @AfterEach
  void restoreLogging() {
    logs.close();
  }

  private static JsonObject retry(JsonObject request, long id, JsonValue state, String answer) {
    JsonObject params = request.get("params").asObject().with("requestState", state)
        .with("inputResponses", JsonObject.of("login", JsonObject.builder().put("action", "accept")
            .put("content", JsonObject.of("name", JsonString.of(answer))).build()));
    return request.with("id", JsonNumber.of(id)).with("params", params);
  }

  private String firstState() {
    return result(send(server, first)).get("requestState").asString();
  }

  @Test
  void aFloodOfForgedStatesIsOneWarningAnIntervalAndDebugLinesOtherwise() {
    String state = firstState();
    String forged = state.substring(0, state.length() - 2) + (state.endsWith("AA") ? "BB" : "AA");
    for (int i = 0; i < 1000; i++) {
      assertEquals(-32602, error(send(server, retry(first, 2 + i, JsonString.of(forged), "octocat")))
          .get("code").asNumber().intValue());
    }
    List<LogRecord> warnings = logs.atLeast(Level.WARNING);
    assertEquals(1, warnings.size(), "one summary for the first rejection, then quiet until the interval ends");
    assertTrue(warnings.get(0).getMessage().startsWith("requestState rejected 1 time: BAD_TAG=1"),
        warnings.get(0).getMessage());
    assertEquals(1, logs.atLeast(Level.INFO).size(), "no INFO line per rejection");

    clock.advance(Duration.ofSeconds(61));
    send(server, retry(first, 5000, JsonString.of(forged), "octocat"));
    warnings = logs.atLeast(Level.WARNING);
    assertEquals(2, warnings.size());
    assertEquals("requestState rejected 1000 times in the last 61 s: BAD_TAG=1000 "
        + "(each is logged at DEBUG; the client got the generic error)", warnings.get(1).getMessage());
  }

  @Test
  void noTokenSecretOrAnswerReachesAnyLogLevel() {
    String answer = "tangerine-42-answer";
    String state = firstState();
    JsonObject interim = result(send(server, retry(first, 2, JsonString.of(state), answer)));
    String second = interim.get("requestState").asString();
    send(server, retry(first, 3, JsonString.of(second.substring(1)), answer));     // tampered
    send(server, retry(first, 4, JsonString.of(state + "x"), answer));             // extended
    clock.advance(Duration.ofHours(1));
    send(server, retry(first, 5, JsonString.of(second), answer));                  // expired
    send(server, request(6, "resources/read", "{\"uri\":\"shop://orders/7\"}", "{}")); // handler failure

    String printed = logs.printed();
    assertFalse(logs.atLeast(Level.ALL).isEmpty(), "the test must have produced log records to check");
    assertFalse(printed.contains(state.substring(0, 40)), "a token reached the log");
    assertFalse(printed.contains(second.substring(0, 40)), "a token reached the log");
    assertFalse(printed.contains(answer), "an answer reached the log");
    assertFalse(printed.contains(new String(SECRET, StandardCharsets.US_ASCII)), "the secret reached the log");
    assertFalse(printed.contains(Base64.getEncoder().encodeToString(SECRET).substring(0, 20)));
    assertFalse(printed.contains(HexFormat.of().formatHex(SECRET).substring(0, 20)));
  }

  @Test
  void aResourceUriWithALineBreakCannotForgeALogRecord() {
    JsonObject read = request(1, "resources/read", "{\"uri\":\"shop://orders/1\\nSEVERE: forged record\"}", "{}");
    assertEquals(-32603, error(send(server, read)).get("code").asNumber().intValue());

    List<LogRecord> errors = logs.atLeast(Level.SEVERE);
    assertEquals(1, errors.size());
    String failure = errors.get(0).getThrown().toString();
    assertEquals("java.lang.IllegalArgumentException: no order shop://orders/1\\nSEVERE: forged record", failure);
    for (String line : logs.printed().split("\\R")) {
      assertFalse(line.startsWith("SEVERE: forged"), "a client value started a log line: " + line);
    }
  }

  @Test
  void answersTooLargeForTheNextStateAreInvalidParamsWithAReasonAndNoStackTrace() {
    String state = firstState();
    String huge = "x".repeat(RequestStateCodec.DEFAULT_MAX_TOKEN_LENGTH);
    JsonObject refusal = error(send(server, retry(first, 2, JsonString.of(state), huge)));

    assertEquals(-32602, refusal.get("code").asNumber().intValue());
    assertEquals(json("{\"reason\":\"input_responses_too_large\"}"), refusal.get("data"));
    assertTrue(refusal.get("message").asString().contains("answers are too large"), refusal.toString());
    for (LogRecord record : logs.atLeast(Level.INFO)) {
      assertNull(record.getThrown(), "a stack trace was logged: " + record.getMessage());
    }
  }

  @Test
  void aRequestStateThatIsNotAStringGetsTheGenericRejectionWithItsReason() {
    JsonObject refusal = error(send(server, retry(first, 2, JsonNumber.of(42), "octocat")));
    assertEquals(-32602, refusal.get("code").asNumber().intValue());
    assertEquals(json("{\"reason\":\"invalid_request_state\"}"), refusal.get("data"));
  }
}
