package io.mcpgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.snapshot.ToolDigest;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {

  private static final String TOKEN = "s3cret-token-value";

  @TempDir
  Path folder;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(List<String> args) {
    return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String errText() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void snapshotsAnHttpServerSendingTheGivenHeaders() throws Exception {
    try (JdkBaselineServer server = JdkBaselineServer.builder(FixtureServer.engine())
        .authenticator(headers -> {
          if (!("Bearer " + TOKEN).equals(headers.first("Authorization"))) {
            throw new AuthenticationException("no token", "Bearer");
          }
          return "tester";
        })
        .start()) {
      Path file = folder.resolve("mcp/fixture.json");
      int status = run(List.of("snapshot", server.endpointUri().toString(), "-o", file.toString(),
          "--header", "Authorization: Bearer " + TOKEN));
      assertEquals(0, status, errText());
      JsonObject snapshot = Json.parse(Files.readString(file)).asObject();
      assertEquals("fixture", snapshot.get("server").asObject().get("name").asString());
      assertEquals("1.2.3", snapshot.get("server").asObject().get("version").asString());
      assertEquals(2, snapshot.get("tools").asArray().size());
      assertEquals(1, snapshot.get("prompts").asArray().size());
      assertEquals(1, snapshot.get("resourceTemplates").asArray().size());
      JsonObject add = snapshot.get("tools").asArray().get(0).asObject();
      assertEquals(ToolDigest.of(add), snapshot.get("toolDigests").asObject().get("add").asString());
      assertEquals(ToolDigest.sha256(snapshot.without("digest")), snapshot.get("digest").asString());
      assertFalse(Files.readString(file).contains(TOKEN));
      assertFalse(errText().contains(TOKEN));
      assertTrue(errText().contains("fixture 1.2.3: 2 tools, 1 prompts"), errText());

      assertEquals(1, run(List.of("snapshot", server.endpointUri().toString(), "-o", file.toString())));
      assertTrue(errText().contains("no snapshot"), errText());
    }
  }

  @Test
  void snapshotsAStdioServerToStandardOutput() {
    List<String> command = new ArrayList<>(List.of("snapshot", "--stdio", "--versions", "2026-07-28", "--"));
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(FixtureServer.class.getName());
    assertEquals(0, run(command), errText());
    JsonObject snapshot = Json.parse(out.toString(StandardCharsets.UTF_8)).asObject();
    assertEquals("fixture", snapshot.get("server").asObject().get("name").asString());
    assertEquals("add", snapshot.get("tools").asArray().get(0).asObject().get("name").asString());
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("\n  \"tools\": ["), "indented");
  }

  /**
   * A server that lists a tool only to clients declaring elicitation: without --capabilities the
   * snapshot misses it; with them every request declares what was asked, and the tool is captured.
   */
  @Test
  void declaredCapabilitiesCaptureTheToolsAServerListsOnlyToClientsWithThem() throws Exception {
    try (ScriptedServer server = ScriptedServer.listingMoreToElicitingClients()) {
      assertEquals(0, run(List.of("snapshot", server.endpoint().toString())), errText());
      assertEquals(List.of("echo"), toolNames(out.toString(StandardCharsets.UTF_8)));
      assertEquals(JsonObject.empty(), ScriptedServer.capabilities(server.received.get(0)));

      out.reset();
      server.received.clear();
      assertEquals(0, run(List.of("snapshot", server.endpoint().toString(), "--capabilities",
          "elicitation,sampling,roots")), errText());
      assertEquals(List.of("echo", "trigger-elicitation-request"), toolNames(out.toString(StandardCharsets.UTF_8)));
      assertEquals(Json.parse("{\"elicitation\":{\"form\":{},\"url\":{}},\"sampling\":{},\"roots\":{}}"),
          ScriptedServer.capabilities(server.received.get(server.received.size() - 1)));

      out.reset();
      server.received.clear();
      assertEquals(0, run(List.of("snapshot", server.endpoint().toString(), "--capabilities", "elicitation.form")),
          errText());
      assertEquals(Json.parse("{\"elicitation\":{\"form\":{}}}"),
          ScriptedServer.capabilities(server.received.get(server.received.size() - 1)));
    }
  }

  /** A server of the 2025 protocol answers server/discover -32601: the failure says to add --versions. */
  @Test
  void aServerWithoutServerDiscoverGetsTheHintToAddVersions() throws Exception {
    try (ScriptedServer server = ScriptedServer.knowingNoDiscover()) {
      assertEquals(1, run(List.of("snapshot", server.endpoint().toString())));
      assertTrue(errText().contains("server/discover failed on the server: -32601 Method not found"), errText());
      assertTrue(errText().contains("it likely speaks only the 2025 protocol; add a 2025 version to the client's"
          + " versions: --versions 2026-07-28,2025-11-25"), errText());

      err.reset();
      assertEquals(1, run(List.of("snapshot", server.endpoint().toString(), "--versions", "2026-07-28,2025-11-25",
          "--timeout", "5")));
      assertFalse(errText().contains("add a 2025 version"), errText());
    }
  }

  private static List<String> toolNames(String snapshot) {
    List<String> names = new ArrayList<>();
    for (io.mcpgen.json.JsonValue tool : Json.parse(snapshot).asObject().get("tools").asArray().elements()) {
      names.add(tool.asObject().get("name").asString());
    }
    return names;
  }

  @Test
  void usageErrorsSayWhatIsWrong() {
    assertEquals(2, run(List.of()));
    assertEquals(2, run(List.of("snapshot")));
    assertTrue(errText().contains("give either the server's URL or --stdio"), errText());
    assertEquals(2, run(List.of("snapshot", "ftp://host/mcp")));
    assertEquals(2, run(List.of("snapshot", "http://host/mcp", "--header", "NoColon")));
    assertEquals(2, run(List.of("snapshot", "--stdio")));
    assertEquals(2, run(List.of("snapshot", "--stdio", "--header", "A: b", "--", "x")));
    assertEquals(2, run(List.of("snapshot", "http://a/mcp", "--stdio", "--", "x")));
    assertEquals(2, run(List.of("snapshot", "http://a/mcp", "--versions", "2026-07-28,")));
    assertEquals(2, run(List.of("snapshot", "http://a/mcp", "--capabilities", "sampling,telepathy")));
    assertTrue(errText().contains("unknown client capability 'telepathy'; the capabilities are elicitation,"
        + " elicitation.form, elicitation.url, sampling, roots"), errText());
  }
}
