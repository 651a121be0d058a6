package io.mcpgen.runtime.transport.http.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.net.httpserver.HttpExchange;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.transport.http.client.AuthorizationChallenge;
import io.mcpgen.runtime.transport.http.client.HttpClientAuthorizer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.testkit.TestServer;
import io.mcpgen.testkit.http.FakeHttpServer;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The client transport's authorization hook: the header on every POST, and the bounded resend on 401 and 403. */
class HttpClientAuthorizerTest {

  private static final String OK = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}";

  private FakeHttpServer server;

  /** Answers with "Bearer t<n>" where n counts the challenges so far; says yes up to {@code yesTimes}. */
  private static final class CountingAuthorizer implements HttpClientAuthorizer {
    final AtomicInteger challenges = new AtomicInteger();
    final List<String> seen = new CopyOnWriteArrayList<>();
    final int yesTimes;

    CountingAuthorizer(int yesTimes) {
      this.yesTimes = yesTimes;
    }

    @Override
    public String authorization(URI endpoint) {
      return challenges.get() == 0 ? null : "Bearer t" + challenges.get();
    }

    @Override
    public CompletionStage<Boolean> challenged(URI endpoint, int status, List<String> challenge, int attempt) {
      seen.add(status + " " + attempt + " " + challenge);
      return CompletableFuture.completedFuture(challenges.incrementAndGet() <= yesTimes);
    }
  }

  @BeforeEach
  void start() throws IOException {
    server = new FakeHttpServer();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private JsonObject call(HttpClientAuthorizer authorizer) throws Exception {
    try (StreamableHttpClientTransport transport = StreamableHttpClientTransport.builder(server.endpoint())
        .authorizer(authorizer).build()) {
      return transport.send(TestServer.call(1, "t", JsonObject.empty()), n -> { }).response().toCompletableFuture()
          .get(20, TimeUnit.SECONDS);
    }
  }

  @Test
  void a401IsToldWithItsChallengeAndTheMessageIsSentAgainWithTheNewAuthorization() throws Exception {
    server.script = exchange -> {
      if (exchange.getRequestHeaders().getFirst("Authorization") == null) {
        exchange.getResponseHeaders().add("WWW-Authenticate", "Bearer resource_metadata=\"http://x/prm\"");
        exchange.sendResponseHeaders(401, -1);
      } else {
        json(exchange, 200, OK);
      }
    };
    CountingAuthorizer authorizer = new CountingAuthorizer(1);
    assertEquals(JsonObject.empty(), call(authorizer).get("result"));
    assertEquals(List.of("401 1 [Bearer resource_metadata=\"http://x/prm\"]"), authorizer.seen);
    assertNull(server.received.take().headers().first("Authorization"));
    assertEquals("Bearer t1", server.received.take().headers().first("Authorization"));
  }

  @Test
  void aNoFailsTheMessageWithTheRefusal() throws Exception {
    server.script = exchange -> {
      exchange.getResponseHeaders().add("WWW-Authenticate", "Bearer error=\"insufficient_scope\", scope=\"a b\"");
      exchange.sendResponseHeaders(403, -1);
    };
    ExecutionException failed = assertThrows(ExecutionException.class, () -> call(new CountingAuthorizer(0)));
    AuthorizationChallenge refusal = assertInstanceOf(AuthorizationChallenge.class, failed.getCause());
    assertEquals(403, refusal.status());
    assertEquals(List.of("Bearer error=\"insufficient_scope\", scope=\"a b\""), refusal.challenges());
    assertEquals(1, server.received.size());
  }

  @Test
  void anAuthorizerThatAlwaysSaysYesIsAskedAtMostMaxChallengesTimes() throws Exception {
    server.script = exchange -> exchange.sendResponseHeaders(401, -1);
    CountingAuthorizer authorizer = new CountingAuthorizer(Integer.MAX_VALUE);
    ExecutionException failed = assertThrows(ExecutionException.class, () -> call(authorizer));
    assertInstanceOf(AuthorizationChallenge.class, failed.getCause());
    assertEquals(HttpClientAuthorizer.MAX_CHALLENGES, authorizer.challenges.get());
    assertEquals(HttpClientAuthorizer.MAX_CHALLENGES + 1, server.received.size());
  }

  @Test
  void withoutAnAuthorizerA401StaysAnHttpError() throws Exception {
    server.script = exchange -> exchange.sendResponseHeaders(401, -1);
    try (StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(server.endpoint())) {
      ExecutionException failed = assertThrows(ExecutionException.class, () -> transport
          .send(TestServer.call(1, "t", JsonObject.empty()), n -> { }).response().toCompletableFuture()
          .get(20, TimeUnit.SECONDS));
      assertInstanceOf(IOException.class, failed.getCause());
      assertEquals(false, failed.getCause() instanceof AuthorizationChallenge);
    }
  }

  private static void json(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
  }
}
