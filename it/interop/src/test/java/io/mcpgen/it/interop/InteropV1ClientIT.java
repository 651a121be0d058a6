package io.mcpgen.it.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The TypeScript SDK v1 client ({@code @modelcontextprotocol/sdk} 1.32.2, protocol 2025-11-25:
 * {@code initialize}, a session, server-to-client requests) against the Java interop server, which
 * serves it from the same handlers as 2026-07-28 clients, over stdio and Streamable HTTP (Jetty).
 * Every call of the interop contract must give the text {@link InteropCalls} names, and the server
 * must have asked exactly the inputs the call's handler declares, as real
 * {@code elicitation/create}, {@code sampling/createMessage} and {@code roots/list} requests. A second
 * run declines every elicitation. Over HTTP, a client whose response stream breaks in the middle of
 * a call resumes it with {@code Last-Event-ID} and gets the rest of the call.
 */
class InteropV1ClientIT {

  /** The input requests each call makes the server send, in order. */
  private static final Map<String, List<String>> INPUTS = Map.of(
      "echo", List.of(),
      "confirm_order", List.of("elicitation/create"),
      "two_step", List.of("elicitation/create", "roots/list"),
      "needs_sampling", List.of("sampling/createMessage"),
      "multi_input", List.of("elicitation/create", "sampling/createMessage"),
      "state_only", List.of(),
      "progress_confirm", List.of("elicitation/create"),
      "greeting", List.of("elicitation/create"),
      InteropServer.GUARDED_URI, List.of("elicitation/create"));

  /** What the calls whose handler reads the elicitation's action answer when it is declined. */
  private static final Map<String, String> DECLINED = Map.of(
      "confirm_order", "cancelled",
      "progress_confirm", "cancelled",
      InteropServer.GUARDED_URI, "not confirmed");

  private static Processes.Server javaHttp;

  @ParameterizedTest(name = "TypeScript SDK v1 client -> Java server over {0}")
  @ValueSource(strings = {"stdio", "http"})
  void everyCallOfTheContractWorksWithRealInputRequests(String transport) throws Exception {
    List<JsonObject> reports = run(transport, false);
    for (int i = 0; i < InteropCalls.EXPECTED.size(); i++) {
      InteropCalls.Expected expected = InteropCalls.EXPECTED.get(i);
      JsonObject report = reports.get(i);
      assertEquals(expected.name(), report.get("name").asString());
      assertEquals(expected.text(), report.get("text").asString(), expected.name());
      assertEquals(true, report.get("ok").asBoolean(), expected.name());
      assertEquals(INPUTS.get(expected.name()), methods(report), expected.name());
    }
  }

  @ParameterizedTest(name = "TypeScript SDK v1 client declining -> Java server over {0}")
  @ValueSource(strings = {"stdio", "http"})
  void aDeclinedElicitationReachesTheHandler(String transport) throws Exception {
    List<JsonObject> reports = run(transport, true);
    for (JsonObject report : reports) {
      String name = report.get("name").asString();
      assertEquals(true, report.get("ok").asBoolean(), name);
      if (DECLINED.containsKey(name)) {
        assertEquals(DECLINED.get(name), report.get("text").asString(), name);
      }
    }
  }

  @ParameterizedTest(name = "TypeScript SDK v1 client, progress and invalid arguments -> Java server over {0}")
  @ValueSource(strings = {"stdio", "http"})
  void progressIncreasesOverThreeRoundsAndInvalidArgumentsAreAReadableToolError(String transport) throws Exception {
    Map<String, JsonObject> checks = checks(transport);
    // two_step runs three rounds behind one 2025 request, each reporting from progress 1 again. The
    // server sends 1, 2, 3; the SDK drops a progress notification read in the same chunk as the
    // result (it runs notification handlers a microtask later, after the result removed the
    // request's handler), so the last may be missing: the values must be 1, 2 and maybe 3, in order.
    String progress = checks.get("two_step_progress").get("progress").toString();
    assertTrue(progress.equals("[1,2,3]") || progress.equals("[1,2]"), progress);
    JsonObject invalid = checks.get("invalid_arguments");
    assertEquals(true, invalid.get("isError").asBoolean(), invalid.toString());
    assertEquals("Invalid arguments for tool echo: expected a string but found a number at /arguments/text",
        invalid.get("text").asString());
  }

  @Test
  void aResponseStreamCutAfterTheFirstProgressIsResumedWithLastEventIdAndTheCallCompletes() throws Exception {
    Processes.Finished finished = Processes.run(Processes.node("client-v1-resume.mjs", httpServer().url()));
    String context = "stdout: " + finished.stdout() + "\nstderr: " + finished.stderr();
    assertEquals(1, finished.stdout().size(), context);
    JsonObject report = Json.parse(finished.stdout().get(0)).asObject();
    assertEquals(0, finished.exitCode(), context);
    assertTrue(report.get("cutAfter") instanceof JsonString, "the stream was cut after an event with an id: " + context);
    String cutAfter = report.get("cutAfter").asString();
    List<String> resumedWith = strings(report.get("resumedWith"));
    assertEquals(cutAfter, resumedWith.get(0), "the GET resumed after the last event read: " + context);
    // The server's requests that came after the cut reached the client on the resumed stream.
    assertEquals(INPUTS.get("two_step"), methods(report), context);
    assertEquals(InteropCalls.EXPECTED.get(2).text(), report.get("text").asString(), context);
    assertEquals("two_step", InteropCalls.EXPECTED.get(2).name());
    String progress = report.get("progress").toString();
    assertTrue(progress.equals("[1,2,3]") || progress.equals("[1,2]"), progress); // as in the test above
  }

  private static List<String> strings(JsonValue array) {
    List<String> values = new ArrayList<>();
    for (JsonValue value : array.asArray().elements()) {
      values.add(value.asString());
    }
    return values;
  }

  private static List<JsonObject> run(String transport, boolean decline) throws Exception {
    List<JsonObject> reports = new ArrayList<>();
    for (JsonObject line : lines(transport, decline)) {
      if (line.has("name")) {
        reports.add(line);
      }
    }
    assertEquals(InteropCalls.EXPECTED.size(), reports.size(), reports.toString());
    return reports;
  }

  /** The client's lines beyond the contract's calls, by their {@code check}. */
  private static Map<String, JsonObject> checks(String transport) throws Exception {
    Map<String, JsonObject> checks = new LinkedHashMap<>();
    for (JsonObject line : lines(transport, false)) {
      if (line.has("check")) {
        checks.put(line.get("check").asString(), line);
      }
    }
    assertEquals(List.of("two_step_progress", "invalid_arguments"), new ArrayList<>(checks.keySet()));
    return checks;
  }

  private static List<JsonObject> lines(String transport, boolean decline) throws Exception {
    String target = transport.equals("stdio") ? Processes.commandLine(Processes.java("server", "--stdio"))
        : httpServer().url();
    List<String> command = new ArrayList<>(Processes.node("client-v1.mjs",
        transport.equals("stdio") ? "--stdio" : "--url", target));
    if (decline) {
      command.add("--decline");
    }
    Processes.Finished finished = Processes.run(command);
    String context = "v1 client over " + transport + "\nstdout: " + finished.stdout() + "\nstderr: " + finished.stderr();
    assertEquals(InteropCalls.EXPECTED.size() + 2, finished.stdout().size(), context);
    assertEquals(0, finished.exitCode(), context);
    List<JsonObject> lines = new ArrayList<>();
    for (String line : finished.stdout()) {
      lines.add(Json.parse(line).asObject());
    }
    return lines;
  }

  private static List<String> methods(JsonObject report) {
    List<String> methods = new ArrayList<>();
    for (JsonValue method : report.get("inputs").asArray().elements()) {
      methods.add(method.asString());
    }
    return methods;
  }

  private static synchronized Processes.Server httpServer() throws Exception {
    if (javaHttp == null) {
      javaHttp = Processes.startHttpServer(Processes.java("server", "--http", "0"));
    }
    return javaHttp;
  }

  @AfterAll
  static void stopServer() {
    if (javaHttp != null) {
      javaHttp.close();
    }
  }
}
