package io.mcpgen.samples.handlers;

import io.mcpgen.samples.handlers.TravelDesk.Cabin;
import io.mcpgen.samples.handlers.TravelDesk.Quote;
import io.mcpgen.samples.handlers.TravelDesk.Route;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.client.TransportException;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The typed client knows which tools its interface declares read-only or idempotent: a round of
 * theirs whose reply was lost is sent again, one of any other tool is not.
 */
class LostReplyTest {

  private final McpServerEngine engine = TravelDeskMcpServer.builder(new TravelAgency())
      .requestState(RequestStateCodec.builder().audience("travel-desk").key("test", new byte[32]).build())
      .build();

  /** Hands the first request to the server, then loses its reply; every later one goes through. */
  private static final class LosesFirstReply implements ClientTransport {
    private final ClientTransport wire;
    final AtomicInteger sent = new AtomicInteger();

    LosesFirstReply(ClientTransport wire) {
      this.wire = wire;
    }

    @Override
    public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
      PendingRequest pending = wire.send(request, notifications);
      if (sent.incrementAndGet() > 1) {
        return pending;
      }
      CompletableFuture<JsonObject> lost = CompletableFuture.failedFuture(
          new RoundLostException("connection reset after the request was sent", true, null));
      return new PendingRequest() {
        @Override
        public CompletionStage<JsonObject> response() {
          return lost;
        }

        @Override
        public void cancel(String reason) {}
      };
    }

    @Override
    public void sendNotification(JsonObject notification) {}

    @Override
    public void close() {}
  }

  private TravelDeskMcpClient client(LosesFirstReply wire) {
    // The hooks are never asked here: the first round's reply is the one lost.
    return TravelDeskMcpClient.builder(wire)
        .onTraveller(question -> Elicited.declined())
        .onSampling((request, context) -> {
          throw new IllegalStateException("not asked");
        })
        .defaults(CallOptions.builder().lostRoundBackoff(Duration.ZERO).build())
        .build();
  }

  @Test
  void aReadOnlyToolsLostReplyIsSentAgain() {
    LosesFirstReply wire = new LosesFirstReply(InMemoryTransport.connect(engine));
    Quote quote = client(wire).quote(new Route("Lisbon", "Porto", 2, Optional.of(Cabin.BUSINESS)));
    assertEquals(96_000, quote.totalCents());
    assertEquals(2, wire.sent.get());
  }

  @Test
  void anotherToolsLostReplyIsNot() {
    LosesFirstReply wire = new LosesFirstReply(InMemoryTransport.connect(engine));
    assertThrows(TransportException.class, () -> client(wire).book(new Route("Lisbon", "Porto", 2, Optional.empty())));
    assertEquals(1, wire.sent.get());
  }
}
