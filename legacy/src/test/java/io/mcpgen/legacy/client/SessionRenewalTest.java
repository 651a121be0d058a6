package io.mcpgen.legacy.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.Http;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.net.URI;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A 2025-era client over Streamable HTTP whose session the server forgets (as after its idle
 * timeout or a restart): the next call gets 404, a new session is opened with {@code initialize},
 * and the call is sent once more in it; the new session is kept for the calls after it.
 */
class SessionRenewalTest {

  private JdkBaselineServer server;
  private URI endpoint;

  @BeforeEach
  void start() throws Exception {
    server = JdkBaselineServer.builder(new TestServer().engine()).start();
    endpoint = server.endpointUri();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aClientWhoseSessionEndedStartsANewOneAndItsCallIsServed() throws Exception {
    StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(endpoint);
    try (McpClientEngine client = McpClientEngine.builder(transport).supportedVersions("2025-11-25").build()) {
      assertEquals("one", echo(client, "one"));
      HttpSession session = (HttpSession) transport.hook();
      String first = session.sessionId();
      assertEquals(204, Http.send(HttpRequest.newBuilder(endpoint).header("Mcp-Session-Id", first)
          .DELETE().build()).statusCode());
      assertEquals("two", echo(client, "two"));
      String second = session.sessionId();
      assertTrue(second != null && !second.equals(first), first + " then " + second);
      assertEquals("three", echo(client, "three"));
      assertEquals(second, session.sessionId(), "the new session is kept");
    }
  }

  private static String echo(McpClientEngine client, String text) {
    return client.callTool("echo", JsonObject.of("text", JsonString.of(text))).join().resultOrThrow()
        .get("content").asArray().get(0).asObject().get("text").asString();
  }
}
