package io.mcpgen.testkit.http;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import java.net.URI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * DNS-rebinding protection: every {@code Origin} header is checked, and {@code Host} must name the
 * address the connection arrived on, localhost (on loopback) or a configured name. Requests are
 * written by hand so that the headers are exactly these.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class HostAndOriginContract {

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();

  private HttpServerUnderTest server;
  private HttpServerUnderTest anyHost;
  private byte[] echo;

  @BeforeAll
  public void start() throws Exception {
    server = servers().start(new TestServer().engine(), StreamableHttpSettings.builder()
        .allowedHosts("mcp.example.com").allowedOrigins("https://app.example").build());
    anyHost = servers().start(new TestServer().engine(), StreamableHttpSettings.builder().allowAnyHost().build());
    echo = Http.bytes(call(1, "echo", JsonObject.of("text", JsonString.of("x"))));
  }

  @AfterAll
  public void stop() {
    server.close();
    anyHost.close();
  }

  @AfterEach
  public void theServerKeepsServing() throws Exception {
    assertEquals(200, post(server, "Host: 127.0.0.1:" + server.port()).status());
  }

  @Test
  public void theConnectionsOwnAddressAndLocalhostAreAllowedHosts() throws Exception {
    for (String host : new String[] {"127.0.0.1", "127.0.0.1:" + server.port(), "localhost", "LOCALHOST:80",
        "localhost."}) {
      assertEquals(200, post(server, "Host: " + host).status(), host);
    }
  }

  @Test
  public void aConfiguredHostNameIsAllowedWithAnyPort() throws Exception {
    assertEquals(200, post(server, "Host: mcp.example.com").status());
    assertEquals(200, post(server, "Host: MCP.example.com:8443").status());
  }

  @Test
  public void aRebindingHostWithoutOriginIs403() throws Exception {
    for (String host : new String[] {"attacker.example", "attacker.example:" + server.port(), "mcp.example.com.evil",
        "10.1.2.3", "[::2]", "127.0.0.2", "999.0.0.1"}) {
      Http.Raw response = post(server, "Host: " + host);
      assertEquals(403, response.status(), host);
      JsonObject error = Json.parse(response.body()).asObject().get("error").asObject();
      assertEquals(-32600, error.get("code").asNumber().intValue());
      assertTrue(error.get("message").asString().startsWith("Forbidden: Host "), error.toString());
    }
  }

  @Test
  public void anyHostIsAllowedWhenTheOperatorSaysSo() throws Exception {
    assertEquals(200, post(anyHost, "Host: attacker.example").status());
  }

  @Test
  public void everyOriginHeaderIsChecked() throws Exception {
    String host = "Host: 127.0.0.1:" + server.port();
    assertEquals(200, post(server, host, "Origin: http://localhost:3000", "Origin: https://app.example").status());
    assertEquals(403, post(server, host, "Origin: http://localhost:3000", "Origin: http://evil.example").status());
    assertEquals(403, post(server, host, "Origin: http://evil.example", "Origin: http://localhost:3000").status());
  }

  @Test
  public void theNullOriginIsRefused() throws Exception {
    assertEquals(403, post(server, "Host: 127.0.0.1", "Origin: null").status());
  }

  /** A well-formed echo call with these head lines (one of them the {@code Host}). */
  private Http.Raw post(HttpServerUnderTest target, String... lines) throws Exception {
    URI endpoint = target.endpoint();
    StringBuilder head = new StringBuilder("POST " + endpoint.getPath() + " HTTP/1.1");
    for (String line : lines) {
      head.append("\r\n").append(line);
    }
    head.append("\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream")
        .append("\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: echo")
        .append("\r\nConnection: close\r\nContent-Length: ").append(echo.length);
    return Http.raw(target.port(), head.toString(), echo);
  }
}
