package io.mcpgen.testkit.http;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.testkit.TestServer;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Body limits, slow bodies, the handler deadline, authentication and configured origins. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class HttpLimitsContract {

  /** The server under test. */
  protected abstract HttpServerUnderTest.Factory servers();


  private final TestServer TOOLS = new TestServer();
  private HttpServerUnderTest server;
  private URI endpoint;

  @BeforeAll
  public void start() throws Exception {
    server = servers().start(TOOLS.engine(), StreamableHttpSettings.builder()
        .maxBodyBytes(2048)
        .bodyReadTimeout(Duration.ofMillis(300))
        .requestTimeout(Duration.ofMillis(500))
        .keepAliveInterval(Duration.ofSeconds(30))
        .allowedOrigins("https://app.example")
        .authenticator(headers -> {
          String authorization = headers.first("Authorization");
          if (authorization == null || !authorization.startsWith("Bearer ")) {
            throw new AuthenticationException("a bearer token is required", "Bearer realm=\"tests\"");
          }
          if (authorization.equals("Bearer mallory")) {
            throw AuthenticationException.forbidden("not allowed", "Bearer error=\"insufficient_scope\", scope=\"admin\"");
          }
          return authorization.substring("Bearer ".length());
        })
        .build());
    endpoint = server.endpoint();
  }

  @AfterAll
  public void stop() {
    server.close();
  }

  @AfterEach
  public void theServerKeepsServing() throws Exception {
    HttpResponse<String> response = Http.send(authorized(call(99, "whoami", JsonObject.empty())));
    assertEquals(200, response.statusCode());
    assertEquals("alice", TestServer.resultText(Http.json(response)));
  }

  @Test
  public void theAuthenticatorsPrincipalReachesTheHandler() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(1, "whoami", JsonObject.empty()), Set.of(),
        "Authorization", "Bearer bob"));
    assertEquals("bob", TestServer.resultText(Http.json(response)));
  }

  @Test
  public void aRefusedCallerGets401WithTheChallenge() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(2, "whoami", JsonObject.empty())));
    assertEquals(401, response.statusCode());
    assertEquals("Bearer realm=\"tests\"", response.headers().firstValue("WWW-Authenticate").orElse(""));
    assertEquals(-32600, Http.errorCode(response));
  }

  @Test
  public void aForbiddenCallerGets403WithTheChallenge() throws Exception {
    HttpResponse<String> response = Http.send(Http.post(endpoint, call(3, "whoami", JsonObject.empty()), Set.of(),
        "Authorization", "Bearer mallory"));
    assertEquals(403, response.statusCode());
    assertEquals("Bearer error=\"insufficient_scope\", scope=\"admin\"",
        response.headers().firstValue("WWW-Authenticate").orElse(""));
    assertEquals(-32600, Http.errorCode(response));
  }

  @Test
  public void aChunkedBodyOverTheLimitIs413() throws Exception {
    byte[] chunk = new byte[1024];
    Arrays.fill(chunk, (byte) ' ');
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      body.append("400\r\n").append(new String(chunk, StandardCharsets.US_ASCII)).append("\r\n");
    }
    body.append("0\r\n\r\n");
    Http.Raw response = Http.raw(server.port(), "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Authorization: Bearer alice\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked",
        body.toString().getBytes(StandardCharsets.US_ASCII));
    assertEquals(413, response.status());
  }

  @Test
  public void aBodyThatNeverFinishesArrivingGetsItsConnectionClosed() throws Exception {
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write(("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer alice\r\n"
          + "Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"jsonrpc\":").getBytes(StandardCharsets.US_ASCII));
      out.flush();
      // The rest never comes: after bodyReadTimeout the server closes the connection, unanswered or
      // with a 408 (a servlet container cannot drop a connection without a response).
      Http.Raw response = Http.readResponse(socket.getInputStream());
      assertTrue(response.status() == -1 || response.status() == 408, response.head());
      assertEquals(-1, socket.getInputStream().read());
    }
  }

  @Test
  public void aRequestRunningPastTheDeadlineIsCancelledAndAnsweredWithAnError() throws Exception {
    HttpResponse<String> response = Http.send(authorized(call(3, "wait_for_cancel",
        JsonObject.of("tag", JsonString.of("deadline")))));
    assertEquals(200, response.statusCode());
    JsonObject error = Http.json(response).get("error").asObject();
    assertEquals(-32603, error.get("code").asNumber().intValue());
    assertTrue(error.get("message").asString().contains("time limit"), error.toString());
    assertEquals("deadline", TOOLS.cancelled.poll(10, TimeUnit.SECONDS));
  }

  @Test
  public void aConfiguredOriginIsAllowedAndOthersStillRefused() throws Exception {
    assertEquals(200, Http.send(Http.post(endpoint, call(4, "whoami", JsonObject.empty()), Set.of(),
        "Authorization", "Bearer alice", "Origin", "https://app.example")).statusCode());
    assertEquals(403, Http.send(Http.post(endpoint, call(5, "whoami", JsonObject.empty()), Set.of(),
        "Authorization", "Bearer alice", "Origin", "https://other.example")).statusCode());
  }

  private HttpRequest authorized(JsonObject message) {
    return Http.post(endpoint, message, Set.of(), "Authorization", "Bearer alice");
  }
}
