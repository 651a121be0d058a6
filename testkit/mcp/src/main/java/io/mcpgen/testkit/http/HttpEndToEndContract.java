package io.mcpgen.testkit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.ProgressUpdate;
import io.mcpgen.runtime.client.TransportException;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.testkit.TestServer;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The client loop over Streamable HTTP against the server: every round a full POST. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class HttpEndToEndContract {

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();


  @Test
  public void everyRoundIsItsOwnPostWithEveryHeaderAndANewId() throws Exception {
    List<RequestHeaders> seen = new CopyOnWriteArrayList<>();
    try (HttpServerUnderTest server = servers().start(new TestServer().engine(), StreamableHttpSettings.builder()
        .authenticator(headers -> {
          seen.add(headers); // the authenticator sees every request's headers first
          return null;
        }).build())) {
      StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(server.endpoint());
      McpClientEngine client = McpClientEngine.builder(transport)
          .formElicitation((form, context) -> CompletableFuture.completedFuture(
              ElicitationAnswer.accept(JsonObject.builder().put("confirmed", true).build())))
          .build();
      List<ProgressUpdate> progress = new CopyOnWriteArrayList<>();
      CallOutcome outcome = client.callTool("progress_then_ask", JsonObject.empty(),
          CallOptions.builder().onProgress(progress::add).build()).join();

      assertEquals(2, ((CallOutcome.Complete) outcome).requestsSent());
      assertEquals("answered", TestServer.resultText(JsonObject.of("result", outcome.resultOrThrow())));
      assertEquals(1, progress.size()); // round 1 streamed its progress before the interim result
      assertEquals(2, seen.size());
      for (RequestHeaders headers : seen) {
        assertEquals("2026-07-28", headers.first("MCP-Protocol-Version"));
        assertEquals("tools/call", headers.first("Mcp-Method"));
        assertEquals("progress_then_ask", headers.first("Mcp-Name"));
        assertEquals("application/json, text/event-stream", headers.first("Accept"));
      }
      transport.close();
    }
  }

  @Test
  public void theClientMirrorsTheAnnotatedArgumentsTheServerChecksListingAgainAfterAMismatch() throws Exception {
    try (HttpServerUnderTest server = servers().start(new TestServer().engine(), StreamableHttpSettings.defaults())) {
      List<String> methods = new CopyOnWriteArrayList<>();
      StreamableHttpClientTransport transport = StreamableHttpClientTransport.builder(server.endpoint()).build();
      ClientTransport counting = new ClientTransport() {
        @Override
        public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
          methods.add(request.get("method").asString());
          return transport.send(request, notifications);
        }

        @Override
        public void sendNotification(JsonObject notification) {
          transport.sendNotification(notification);
        }

        @Override
        public void close() {
          transport.close();
        }
      };
      McpClientEngine client = McpClientEngine.builder(counting).build();
      JsonObject arguments = Json.parse(
          "{\"region\":\"ap\",\"shard\":12,\"options\":{\"dry\":true}}").asObject();
      // Before the client knows the annotations the server refuses the call (the headers are
      // missing); the client lists the tools, learns them, and calls again with the headers.
      assertEquals("routed " + arguments, TestServer.resultText(JsonObject.of("result",
          client.callTool("route", arguments).join().resultOrThrow())));
      assertEquals(List.of("tools/call", "tools/list", "tools/call"), methods);
      assertEquals("routed " + arguments, TestServer.resultText(JsonObject.of("result",
          client.callTool("route", arguments).join().resultOrThrow())));
      assertEquals(List.of("tools/call", "tools/list", "tools/call", "tools/call"), methods);
      transport.close();
    }
  }

  @Test
  public void aServerThatIsGoneFailsTheCallWithATransportError() throws Exception {
    URI endpoint;
    try (HttpServerUnderTest server = servers().start(new TestServer().engine(), StreamableHttpSettings.defaults())) {
      endpoint = server.endpoint();
    }
    McpClientEngine client = McpClientEngine.builder(StreamableHttpClientTransport.connect(endpoint))
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(20)).build()).build();
    CompletionException failure = assertThrows(CompletionException.class,
        () -> client.callTool("echo", JsonObject.empty()).join());
    assertInstanceOf(TransportException.class, failure.getCause());
    assertNotEquals(null, failure.getCause().getMessage());
  }
}
