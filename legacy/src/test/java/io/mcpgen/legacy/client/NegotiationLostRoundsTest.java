package io.mcpgen.legacy.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.LostRound;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.client.TransportException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The era probe ({@code server/discover}) and the {@code initialize} handshake under the lost-round
 * retries: a request the transport lost is sent again, and a probe lost every time is a failure,
 * never an answer about the server's era.
 */
class NegotiationLostRoundsTest {

  private static final JsonObject DISCOVERED = Json.parse("{\"supportedVersions\":[\"2026-07-28\"],"
      + "\"capabilities\":{}}").asObject();
  private static final JsonObject INITIALIZED = Json.parse("{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
      + "\"serverInfo\":{\"name\":\"old\",\"version\":\"1\"}}").asObject();
  private static final JsonObject NOT_FOUND = Json.parse("{\"code\":-32601,\"message\":\"Method not found\"}")
      .asObject();

  /**
   * A server of either era behind a gateway that loses the first requests of each method planned
   * (HTTP 502: the request may have reached a replica), then lets every one through.
   */
  private static final class FlakyGateway implements ClientTransport {
    private final boolean modern;
    private final Map<String, Integer> toLose = new HashMap<>();
    private final List<JsonObject> sent = new ArrayList<>();

    FlakyGateway(boolean modern) {
      this.modern = modern;
    }

    FlakyGateway losing(String method, int times) {
      toLose.put(method, times);
      return this;
    }

    List<String> methods() {
      return sent.stream().map(request -> request.get("method").asString()).toList();
    }

    @Override
    public synchronized PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
      sent.add(request);
      String method = request.get("method").asString();
      int left = toLose.getOrDefault(method, 0);
      CompletableFuture<JsonObject> response;
      if (left > 0) {
        toLose.put(method, left - 1);
        response = CompletableFuture.failedFuture(new RoundLostException("HTTP 502 from the gateway", true, null));
      } else {
        response = CompletableFuture.completedFuture(answer(request, method));
      }
      return new PendingRequest() {
        @Override
        public CompletionStage<JsonObject> response() {
          return response;
        }

        @Override
        public void cancel(String reason) {}
      };
    }

    private JsonObject answer(JsonObject request, String method) {
      JsonObject.Builder reply = JsonObject.builder().put("jsonrpc", "2.0").put("id", request.get("id"));
      switch (method) {
        case "server/discover":
          return modern ? reply.put("result", DISCOVERED).build() : reply.put("error", NOT_FOUND).build();
        case "initialize":
          return reply.put("result", INITIALIZED).build();
        default:
          return reply.put("result", Json.parse("{\"tools\":[]}")).build();
      }
    }

    @Override
    public synchronized void sendNotification(JsonObject notification) {
      sent.add(notification);
    }

    @Override
    public void close() {}
  }

  private final List<LostRound> losses = new ArrayList<>();

  private McpClientEngine client(FlakyGateway gateway, int retries) {
    return McpClientEngine.builder(gateway)
        .supportedVersions("2026-07-28", "2025-11-25")
        .defaults(CallOptions.builder()
            .roundTimeout(Duration.ofSeconds(10))
            .lostRoundRetries(retries)
            .lostRoundBackoff(Duration.ZERO)
            .onLostRound(losses::add)
            .build())
        .build();
  }

  private static <T> T within10s(CompletableFuture<T> call) throws Exception {
    return call.get(10, TimeUnit.SECONDS);
  }

  @Test
  void aProbeLostTwiceThenAnsweredFindsAModernServer() throws Exception {
    FlakyGateway gateway = new FlakyGateway(true).losing("server/discover", 2);
    McpClientEngine client = client(gateway, 3);

    within10s(client.listTools());

    assertEquals(List.of("server/discover", "server/discover", "server/discover", "tools/list"), gateway.methods());
    assertFalse(client.inSession(), "a lost probe was not taken for a 2025-era server");
    assertNotEquals(gateway.sent.get(0).get("id"), gateway.sent.get(1).get("id"), "each re-send is a new request");
    assertEquals(List.of(new LostRound("server/discover", 0, 1, true, true, "HTTP 502 from the gateway"),
        new LostRound("server/discover", 0, 2, true, true, "HTTP 502 from the gateway")), losses);
  }

  @Test
  void aProbeLostTwiceThenAnsweredFindsA2025Server() throws Exception {
    FlakyGateway gateway = new FlakyGateway(false).losing("server/discover", 2);
    McpClientEngine client = client(gateway, 3);

    within10s(client.listTools());

    assertEquals(List.of("server/discover", "server/discover", "server/discover", "initialize",
        "notifications/initialized", "tools/list"), gateway.methods());
    assertTrue(client.inSession());
  }

  @Test
  void aProbeLostEveryTimeFailsWithTheLostRoundAndDecidesNothing() {
    FlakyGateway gateway = new FlakyGateway(true).losing("server/discover", 100);
    McpClientEngine client = client(gateway, 2);

    CompletionException failed = assertThrows(CompletionException.class, () -> client.listTools().join());

    TransportException error = assertInstanceOf(TransportException.class, failed.getCause());
    assertTrue(error.getMessage().contains("given up after 2 re-sends"), error.getMessage());
    assertInstanceOf(RoundLostException.class, error.getCause());
    assertEquals(List.of("server/discover", "server/discover", "server/discover"), gateway.methods(),
        "no initialize: a probe that got no answer says nothing about the era");
    assertFalse(client.inSession());
    assertEquals(List.of(true, true, false), losses.stream().map(LostRound::resent).toList());
  }

  @Test
  void theNextRequestAfterAProbeLostEveryTimeProbesAgain() throws Exception {
    FlakyGateway gateway = new FlakyGateway(true).losing("server/discover", 1);
    McpClientEngine client = client(gateway, 0);

    assertThrows(CompletionException.class, () -> client.listTools().join());
    within10s(client.listTools());

    assertEquals(List.of("server/discover", "server/discover", "tools/list"), gateway.methods());
    assertFalse(client.inSession());
  }

  @Test
  void anInitializeLostTwiceThenAnsweredOpensTheSession() throws Exception {
    FlakyGateway gateway = new FlakyGateway(false).losing("initialize", 2);
    McpClientEngine client = client(gateway, 3);

    within10s(client.listTools());

    assertEquals(List.of("server/discover", "initialize", "initialize", "initialize", "notifications/initialized",
        "tools/list"), gateway.methods());
    assertTrue(client.inSession());
    assertEquals(List.of("initialize", "initialize"), losses.stream().map(LostRound::method).toList());
  }

  @Test
  void anInitializeLostEveryTimeFailsWithTheLostRound() {
    FlakyGateway gateway = new FlakyGateway(false).losing("initialize", 100);
    McpClientEngine client = client(gateway, 2);

    CompletionException failed = assertThrows(CompletionException.class, () -> client.listTools().join());

    TransportException error = assertInstanceOf(TransportException.class, failed.getCause());
    assertTrue(error.getMessage().contains("initialize failed in the transport"), error.getMessage());
    assertTrue(error.getMessage().contains("given up after 2 re-sends"), error.getMessage());
    assertEquals(List.of("server/discover", "initialize", "initialize", "initialize"), gateway.methods());
    assertFalse(client.inSession());
  }
}
