package io.mcpgen.it.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.it.interop.Interop.Order;
import io.mcpgen.json.JsonObject;
import io.mcpgen.legacy.client.HttpSession;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.ProgressUpdate;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import io.mcpgen.runtime.typed.Elicited;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * mcpgen's typed client against the TypeScript SDK v1 server ({@code node/server-v1.mjs},
 * {@code @modelcontextprotocol/sdk} 1.32.2, MCP 2025-11-25) over both transports: the same
 * interop contract as {@link InteropMatrixIT}, the client unchanged. It probes with
 * {@code server/discover}, falls back to {@code initialize} and a session, and answers the
 * server's elicitation, sampling and roots requests with the same hooks that answer
 * 2026-07-28 input requests; every call is then one request, its questions asked on its stream.
 */
class LegacyServerInteropIT {

  private static Processes.Server http;

  @ParameterizedTest(name = "java client -> typescript v1 server over {0}")
  @ValueSource(strings = {"stdio", "http"})
  void everyCallGivesTheSameTextAsAgainstA2026Server(String transport) throws Exception {
    List<String> command = transport.equals("stdio")
        ? Processes.java("client", "--stdio", Processes.commandLine(Processes.node("server-v1.mjs", "--stdio")))
        : Processes.java("client", "--url", httpServer().url());

    Processes.Finished finished = Processes.run(command);

    String context = "java -> typescript v1 over " + transport + "\nstdout: " + finished.stdout()
        + "\nstderr: " + finished.stderr();
    assertEquals(InteropCalls.EXPECTED.size(), finished.stdout().size(), context);
    for (int i = 0; i < InteropCalls.EXPECTED.size(); i++) {
      InteropCalls.Expected expected = InteropCalls.EXPECTED.get(i);
      // One request per call: a 2025-era server asks on the call's own stream, not in new rounds.
      assertEquals(new CallReport(expected.name(), 1, expected.text(), true), CallReport.parse(finished.stdout().get(i)),
          context);
    }
    assertEquals(0, finished.exitCode(), context);
  }

  @Test
  void aDeclinedElicitationReachesTheServerAsDeclineOnBothTransports() throws Exception {
    try (StdioClientTransport stdio = StdioClientTransport.builder(Processes.node("server-v1.mjs", "--stdio"))
        .start()) {
      assertEquals("cancelled", declining(stdio).confirmOrder(new Order(Optional.of("book"))));
    }
    StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(URI.create(httpServer().url()));
    try (InteropMcpClient client = declining(transport)) {
      assertEquals("cancelled", client.confirmOrder(new Order(Optional.of("book"))));
    }
  }

  @Test
  void progressFromTheV1ServerReachesTheJavaClientOnBothTransports() throws Exception {
    try (StdioClientTransport stdio = StdioClientTransport.builder(Processes.node("server-v1.mjs", "--stdio"))
        .start()) {
      assertProgressArrives(stdio);
    }
    StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(URI.create(httpServer().url()));
    assertProgressArrives(transport);
    transport.close();
  }

  @Test
  void closingTheClientEndsTheHttpSessionOnTheServer() throws Exception {
    URI endpoint = URI.create(httpServer().url());
    StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(endpoint);
    McpClientEngine client = bothEras(transport).build();
    client.listTools().join();
    String session = HttpSession.of(transport).sessionId();
    assertNotNull(session, "the v1 server assigns a session on initialize");
    assertEquals(200, ping(endpoint, session), "the session is live before the client closes");

    client.close();

    assertEquals(404, ping(endpoint, session), "the client's DELETE ended the session");
  }

  private static InteropMcpClient declining(ClientTransport transport) {
    return InteropMcpClient.builder(transport)
        .onConfirmation(question -> Elicited.declined())
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build())
        .configure(settings -> settings.supportedVersions("2026-07-28", "2025-11-25", "2025-06-18"))
        .build();
  }

  private static McpClientEngine.Builder bothEras(ClientTransport transport) {
    return McpClientEngine.builder(transport)
        .supportedVersions("2026-07-28", "2025-11-25", "2025-06-18")
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build());
  }

  private static void assertProgressArrives(ClientTransport transport) {
    List<ProgressUpdate> updates = new CopyOnWriteArrayList<>();
    McpClientEngine client = bothEras(transport)
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(JsonObject.builder().put("confirmed", true).build())))
        .build();
    CallOptions options = client.defaults().toBuilder().onProgress(updates::add).build();
    CallOutcome outcome = client.callTool("progress_confirm", JsonObject.empty(), options).join();
    assertEquals("confirmed", InteropClient.firstText(outcome.resultOrThrow()));
    assertTrue(client.inSession());
    assertTrue(updates.size() >= 1, "no progress arrived: " + updates);
    assertEquals(1, updates.get(0).progress().intValue());
  }

  /** A 2025-era ping in the session, sent by hand: 200 while the session lives, 404 after it ended. */
  private static int ping(URI endpoint, String session) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(endpoint)
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream")
        .header("Mcp-Session-Id", session)
        .header("MCP-Protocol-Version", "2025-11-25")
        .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"ping\"}"))
        .build();
    HttpResponse<Void> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.discarding());
    return response.statusCode();
  }

  private static synchronized Processes.Server httpServer() throws Exception {
    if (http == null) {
      http = Processes.startHttpServer(Processes.node("server-v1.mjs", "--http", "0"));
    }
    return http;
  }

  @AfterAll
  static void stopServer() {
    if (http != null) {
      http.close();
    }
  }
}
