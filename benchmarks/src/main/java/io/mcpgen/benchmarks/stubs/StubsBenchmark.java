package io.mcpgen.benchmarks.stubs;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The dispatcher mcpgen generates from {@link Shop} ({@code ShopMcpServer}) against the one written
 * by hand on the runtime API ({@link HandWrittenShopServer}): the same engine, the same
 * requestState codec, the same {@link ShopService}, the same requests, and (checked in the set-up)
 * the same answers. Only the server side is measured: each operation hands parsed JSON-RPC
 * requests to {@link McpServerEngine#handle(JsonValue, RequestContext)} on the calling thread and
 * takes the response object; no client loop, transport or serialization.
 *
 * <ul>
 *   <li>{@link #oneRoundToolCall}: {@code tools/call quote}: arguments into the record, the method,
 *       the record into {@code structuredContent} and a text block.
 *   <li>{@link #twoRoundToolCall}: {@code tools/call place_order} twice: round 1 asks for the
 *       confirmation ({@code input_required} with a minted requestState); round 2 carries the
 *       answer and that requestState back, and completes.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 10, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(2)
public class StubsBenchmark {

  /** Which dispatcher serves the calls. */
  @Param({"generated", "handWritten"})
  public String dispatcher;

  private McpServerEngine engine;
  private JsonObject quoteCall;
  private JsonObject placeRound1;
  private JsonObject placeRound2;

  @Setup
  public void setUp() {
    engine = engine(dispatcher);
    List<JsonObject> requests = clientRequests(engine);
    quoteCall = requests.get(0);
    placeRound1 = requests.get(1);
    placeRound2 = requests.get(2);
    String other = dispatcher.equals("generated") ? "handWritten" : "generated";
    List<JsonObject> ours = answers(this);
    StubsBenchmark reference = new StubsBenchmark();
    reference.dispatcher = other;
    reference.engine = engine(other);
    reference.quoteCall = quoteCall;
    reference.placeRound1 = placeRound1;
    reference.placeRound2 = placeRound2;
    List<JsonObject> theirs = answers(reference);
    if (!ours.equals(theirs)) {
      throw new IllegalStateException("the dispatchers answer differently:\n" + dispatcher + ": " + ours + "\n"
          + other + ": " + theirs);
    }
    if (!ours.get(2).toString().contains("\"placed\":true")) {
      throw new IllegalStateException("the order was not placed: " + ours.get(2));
    }
  }

  /** {@code tools/call quote}: one round. */
  @Benchmark
  public JsonObject oneRoundToolCall() {
    return reply(quoteCall);
  }

  /** {@code tools/call place_order}: input required, then the answer and completion. */
  @Benchmark
  public JsonObject twoRoundToolCall() {
    return reply(secondRound(reply(placeRound1)));
  }

  private JsonObject secondRound(JsonObject first) {
    JsonValue state = first.get("result").asObject().get("requestState");
    JsonObject params = placeRound2.get("params").asObject();
    return placeRound2.with("params", state == null ? params.without("requestState") : params.with("requestState", state));
  }

  private JsonObject reply(JsonObject request) {
    return engine.handle(request, RequestContext.anonymous()).toCompletableFuture().join().body().orElseThrow();
  }

  /** The quote result, round 1's result without its (random) requestState, round 2's result. */
  private static List<JsonObject> answers(StubsBenchmark benchmark) {
    JsonObject first = benchmark.reply(benchmark.placeRound1);
    return List.of(benchmark.reply(benchmark.quoteCall).get("result").asObject(),
        first.get("result").asObject().without("requestState"),
        benchmark.reply(benchmark.secondRound(first)).get("result").asObject());
  }

  static McpServerEngine engine(String dispatcher) {
    ShopService shop = new ShopService();
    McpServerEngine.Builder builder = dispatcher.equals("generated") ? ShopMcpServer.builder(shop)
        : HandWrittenShopServer.builder(shop);
    byte[] secret = "benchmark-secret-of-thirty-two-bytes!".getBytes(StandardCharsets.US_ASCII);
    return builder
        .requestState(RequestStateCodec.builder().audience("shop").key("k1", secret).build())
        .executor(Runnable::run)
        .build();
  }

  /**
   * The requests a real client sends: {@code quote}, then both rounds of {@code place_order}
   * (answered with accept, confirmed), recorded on their way to the server.
   */
  static List<JsonObject> clientRequests(McpServerEngine engine) {
    List<JsonObject> sent = new ArrayList<>();
    ClientTransport wire = InMemoryTransport.connect(engine);
    ClientTransport recording = new ClientTransport() {
      @Override
      public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
        sent.add(request);
        return wire.send(request, notifications);
      }

      @Override
      public void sendNotification(JsonObject notification) {
        wire.sendNotification(notification);
      }

      @Override
      public void close() {
        wire.close();
      }
    };
    McpClientEngine client = McpClientEngine.builder(recording)
        .clientInfo("benchmark", "1.0")
        .formElicitation((form, context) -> CompletableFuture.completedFuture(
            ElicitationAnswer.accept(JsonObject.builder().put("confirmed", true).build())))
        .build();
    client.callTool("quote", JsonObject.builder().put("sku", "BOOK-1").put("quantity", 3).build()).join()
        .resultOrThrow();
    client.callTool("place_order", JsonObject.builder().put("sku", "BOOK-1").put("quantity", 3).build()).join()
        .resultOrThrow();
    if (sent.size() != 3) {
      throw new IllegalStateException("expected 3 requests (quote, place_order twice), the client sent " + sent);
    }
    return sent;
  }
}
