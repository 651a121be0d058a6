package io.mcpgen.runtime.server;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.testing.Fixtures;
import io.mcpgen.runtime.testing.Rounds;
import io.mcpgen.runtime.testing.Wire;
import java.nio.charset.StandardCharsets;

/**
 * {@code inputResponses} decoding on a retry: a real first round of a tool that asks for a form,
 * a sampling and the roots, then a retry carrying that round's genuine requestState and
 * fuzzer-chosen {@code inputResponses} (any JSON value; bytes that are not JSON travel as a
 * string). Every retry gets a well-formed reply, never an internal error, and no exception escapes.
 */
class InputResponsesFuzzTest {

  private static final McpServerEngine SERVER = FuzzServer.build();
  private static final JsonObject FIRST = Fixtures.request(1, "tools/call",
      "{\"name\":\"profile\",\"arguments\":{\"topic\":\"MCP\"}}", FuzzServer.ALL);
  /** The interim result of the first round: its inputRequests and its requestState. */
  private static final JsonObject INTERIM = Wire.result(Wire.send(SERVER, FIRST));

  @FuzzTest(maxDuration = "24h")
  void everyRetryGetsAWellFormedReply(byte[] inputResponses) {
    JsonValue answers;
    try {
      answers = Json.parse(inputResponses);
    } catch (JsonException notJson) {
      answers = JsonString.of(new String(inputResponses, StandardCharsets.UTF_8));
    }
    JsonObject retry = Rounds.retry(FIRST, 2, INTERIM, null, FuzzServer.ALL);
    retry = retry.with("params", retry.get("params").asObject().with("inputResponses", answers));
    FuzzServer.assertWellFormed(Wire.send(SERVER, retry), Json.stringify(answers));
  }
}
