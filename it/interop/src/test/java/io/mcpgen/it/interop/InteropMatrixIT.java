package io.mcpgen.it.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.ProgressUpdate;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The four pairings over both transports: Java client against the TypeScript SDK server,
 * TypeScript client against the Java server, Java against Java, and the TypeScript pair as the
 * control. Every call's text and number of rounds must be what {@link InteropCalls} says. The HTTP
 * servers are started once and shared: every call is independent (stateless MCP).
 */
class InteropMatrixIT {

  private static Processes.Server javaHttp;
  private static Processes.Server typescriptHttp;

  static Stream<Arguments> pairings() {
    List<Arguments> pairings = new ArrayList<>();
    for (String transport : List.of("stdio", "http")) {
      for (String client : List.of("java", "typescript")) {
        for (String server : List.of("java", "typescript")) {
          pairings.add(Arguments.of(client, server, transport));
        }
      }
    }
    return pairings.stream();
  }

  @ParameterizedTest(name = "{0} client -> {1} server over {2}")
  @MethodSource("pairings")
  void everyCallGivesTheSameTextInTheSameRounds(String client, String server, String transport) throws Exception {
    String target = transport.equals("stdio") ? Processes.commandLine(serverCommand(server, "--stdio"))
        : httpServer(server).url();
    String flag = transport.equals("stdio") ? "--stdio" : "--url";
    List<String> command = client.equals("java") ? Processes.java("client", flag, target)
        : Processes.node("client.mjs", flag, target);

    Processes.Finished finished = Processes.run(command);

    String context = client + " -> " + server + " over " + transport + "\nstdout: " + finished.stdout()
        + "\nstderr: " + finished.stderr();
    assertEquals(InteropCalls.EXPECTED.size(), finished.stdout().size(), context);
    for (int i = 0; i < InteropCalls.EXPECTED.size(); i++) {
      InteropCalls.Expected expected = InteropCalls.EXPECTED.get(i);
      CallReport report = CallReport.parse(finished.stdout().get(i));
      assertEquals(new CallReport(expected.name(), expected.rounds(), expected.text(), true), report, context);
    }
    assertEquals(0, finished.exitCode(), context);
  }

  /** The TypeScript server's progress reaches the Java client: as an SSE event over HTTP, as a line on stdio. */
  @Test
  void progressFromTheTypeScriptServerReachesTheJavaClientOnBothTransports() throws Exception {
    try (StdioClientTransport stdio = StdioClientTransport.builder(Processes.node("server.mjs", "--stdio"))
        .environment(Processes.ENVIRONMENT).start()) {
      assertProgressArrives(stdio);
    }
    StreamableHttpClientTransport http = StreamableHttpClientTransport.connect(URI.create(httpServer("typescript").url()));
    assertProgressArrives(http);
    http.close();
  }

  private static void assertProgressArrives(ClientTransport transport) {
    List<ProgressUpdate> updates = new CopyOnWriteArrayList<>();
    McpClientEngine client = McpClientEngine.builder(transport)
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(JsonObject.builder().put("confirmed", true).build())))
        .build();
    CallOptions options = CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).onProgress(updates::add).build();
    CallOutcome outcome = client.callTool("progress_confirm", JsonObject.empty(), options).join();
    assertEquals("confirmed", InteropClient.firstText(outcome.resultOrThrow()));
    assertTrue(updates.size() >= 1, "no progress arrived: " + updates);
    assertEquals(1, updates.get(0).progress().intValue());
  }

  private static List<String> serverCommand(String server, String... args) throws Exception {
    List<String> base = server.equals("java") ? Processes.java("server") : Processes.node("server.mjs");
    List<String> command = new ArrayList<>(base);
    command.addAll(List.of(args));
    return command;
  }

  private static synchronized Processes.Server httpServer(String server) throws Exception {
    if (server.equals("java")) {
      if (javaHttp == null) {
        javaHttp = Processes.startHttpServer(serverCommand("java", "--http", "0"));
      }
      return javaHttp;
    }
    if (typescriptHttp == null) {
      typescriptHttp = Processes.startHttpServer(serverCommand("typescript", "--http", "0"));
    }
    return typescriptHttp;
  }

  @AfterAll
  static void stopServers() {
    for (Processes.Server server : new Processes.Server[] {javaHttp, typescriptHttp}) {
      if (server != null) {
        server.close();
      }
    }
  }
}
