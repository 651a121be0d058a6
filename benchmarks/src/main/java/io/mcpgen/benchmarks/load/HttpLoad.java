package io.mcpgen.benchmarks.load;

import io.mcpgen.runtime.json.JsonArray;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.json.JsonValue;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A closed-loop load client for MCP servers over Streamable HTTP: a fixed number of workers, each
 * on its own persistent connection, run complete {@code confirm_order} flows back to back. Round 1
 * asks for the tool and gets the server's {@code input_required} with its confirmation question and
 * requestState; round 2 repeats the call with a new id, the answer and the requestState echoed, and
 * must get "order confirmed: item". Every target is warmed up first (the same time each), then
 * each pass measures every target for the same duration, in an order rotated from pass to pass. The client speaks the wire itself ({@link WireConnection}) so that little of the
 * machine goes to it and the servers are what is measured.
 *
 * <pre>
 * java -cp benchmarks.jar io.mcpgen.benchmarks.load.HttpLoad --concurrency 16 --warmup 15 --duration 30 \
 *     --target java=http://127.0.0.1:8001/mcp --target typescript=http://127.0.0.1:8002/mcp
 * </pre>
 */
public final class HttpLoad {

  private HttpLoad() {}

  /** What one measured run gave. */
  record Result(String name, long flows, long failures, double seconds, long[] latenciesNanos) {
    double flowsPerSecond() {
      return flows / seconds;
    }

    double percentileMillis(double percentile) {
      if (latenciesNanos.length == 0) {
        return Double.NaN;
      }
      int index = (int) Math.ceil(percentile / 100.0 * latenciesNanos.length) - 1;
      return latenciesNanos[Math.max(0, Math.min(index, latenciesNanos.length - 1))] / 1e6;
    }
  }

  public static void main(String[] args) throws Exception {
    int concurrency = 16;
    int warmup = 15;
    int duration = 30;
    int passes = 1;
    Map<String, URI> targets = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i += 2) {
      String value = args[i + 1];
      switch (args[i]) {
        case "--concurrency":
          concurrency = Integer.parseInt(value);
          break;
        case "--warmup":
          warmup = Integer.parseInt(value);
          break;
        case "--duration":
          duration = Integer.parseInt(value);
          break;
        case "--passes":
          passes = Integer.parseInt(value);
          break;
        case "--target":
          targets.put(value.substring(0, value.indexOf('=')), URI.create(value.substring(value.indexOf('=') + 1)));
          break;
        default:
          throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    System.out.printf(Locale.ROOT, "confirm_order flows over Streamable HTTP: %d workers, %d s warm-up, %d s measured%n",
        concurrency, warmup, duration);
    // Warm every server before measuring any, so none is measured while the machine (or the
    // load client's own JIT) is colder than for the others; then rotate the order from pass to
    // pass, so no server is always measured first or last.
    List<String> order = new ArrayList<>(targets.keySet());
    for (String name : order) {
      run(targets.get(name), concurrency, warmup, name + " (warm-up)");
    }
    List<Result> results = new ArrayList<>();
    for (int pass = 1; pass <= passes; pass++) {
      System.out.printf(Locale.ROOT, "pass %d: %s%n", pass, String.join(", ", order));
      for (String name : order) {
        Result result = run(targets.get(name), concurrency, duration, name);
        results.add(result);
        print(result);
      }
      order.add(order.remove(0));
    }
    if (passes > 1) {
      System.out.println("mean over the passes:");
      for (String name : targets.keySet()) {
        List<Result> runs = results.stream().filter(result -> result.name().equals(name)).toList();
        System.out.printf(Locale.ROOT, "%-12s %9.0f flows/s   p50 %7.2f ms   p99 %7.2f ms%n", name,
            runs.stream().mapToDouble(Result::flowsPerSecond).average().orElse(Double.NaN),
            runs.stream().mapToDouble(result -> result.percentileMillis(50)).average().orElse(Double.NaN),
            runs.stream().mapToDouble(result -> result.percentileMillis(99)).average().orElse(Double.NaN));
      }
    }
    boolean failed = results.stream().anyMatch(result -> result.failures() > 0 || result.flows() == 0);
    System.exit(failed ? 1 : 0);
  }

  private static void print(Result result) {
    System.out.printf(Locale.ROOT, "%-12s %9.0f flows/s   p50 %7.2f ms   p99 %7.2f ms   %d flows, %d failed%n",
        result.name(), result.flowsPerSecond(), result.percentileMillis(50), result.percentileMillis(99),
        result.flows(), result.failures());
  }

  /** Runs {@code concurrency} workers for {@code seconds} against one server. */
  static Result run(URI endpoint, int concurrency, int seconds, String name) {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    AtomicLong failures = new AtomicLong();
    List<CompletableFuture<long[]>> workers = new ArrayList<>();
    long started = System.nanoTime();
    for (int w = 0; w < concurrency; w++) {
      String item = "item-" + w;
      CompletableFuture<long[]> latencies = new CompletableFuture<>();
      Thread worker = new Thread(() -> latencies.complete(loop(endpoint, item, end, failures)), "load-" + w);
      worker.start();
      workers.add(latencies);
    }
    List<long[]> perWorker = new ArrayList<>();
    for (CompletableFuture<long[]> worker : workers) {
      perWorker.add(worker.join());
    }
    double elapsed = (System.nanoTime() - started) / 1e9;
    long[] all = perWorker.stream().flatMapToLong(Arrays::stream).sorted().toArray();
    return new Result(name, all.length, failures.get(), elapsed, all);
  }

  /** One worker: flows back to back until {@code end}; returns the latency of each good flow. */
  private static long[] loop(URI endpoint, String item, long end, AtomicLong failures) {
    long[] latencies = new long[1024];
    int count = 0;
    long id = 0;
    JsonObject params = JsonObject.builder()
        .put("name", "confirm_order")
        .put("arguments", JsonObject.builder().put("item", item).build())
        .put("_meta", JsonObject.builder()
            .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
            .put("io.modelcontextprotocol/clientCapabilities", JsonObject.of("elicitation",
                JsonObject.of("form", JsonObject.empty())))
            .put("io.modelcontextprotocol/clientInfo", JsonObject.builder().put("name", "mcpgen-load")
                .put("version", "1.0.0").build())
            .build())
        .build();
    JsonObject answer = JsonObject.of("confirm", JsonObject.builder().put("action", "accept")
        .put("content", JsonObject.builder().put("confirmed", true).build()).build());
    String expected = "order confirmed: " + item;
    try (WireConnection connection = new WireConnection(endpoint)) {
      while (System.nanoTime() < end) {
        long start = System.nanoTime();
        try {
          JsonObject first = result(connection.post(request(++id, params), "tools/call", "confirm_order"));
          JsonValue state = first.get("requestState");
          if (!JsonString.of("input_required").equals(first.get("resultType"))
              || !(first.get("inputRequests") instanceof JsonObject)
              || !((JsonObject) first.get("inputRequests")).has("confirm")) {
            failures.incrementAndGet();
            continue;
          }
          // The state is echoed exactly when the server sent one (the Java server always does).
          JsonObject retry = params.with("inputResponses", answer);
          if (state instanceof JsonString) {
            retry = retry.with("requestState", state);
          }
          JsonObject last = result(connection.post(request(++id, retry), "tools/call", "confirm_order"));
          JsonValue content = last.get("content");
          String text = content instanceof JsonArray && ((JsonArray) content).get(0) instanceof JsonObject
              ? ((JsonObject) ((JsonArray) content).get(0)).get("text").asString() : null;
          if (!expected.equals(text)) {
            failures.incrementAndGet();
            continue;
          }
        } catch (IOException | RuntimeException e) {
          failures.incrementAndGet();
          continue;
        }
        if (count == latencies.length) {
          latencies = Arrays.copyOf(latencies, count * 2);
        }
        latencies[count++] = System.nanoTime() - start;
      }
    }
    return Arrays.copyOf(latencies, count);
  }

  private static JsonObject request(long id, JsonObject params) {
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", "tools/call").put("params", params)
        .build();
  }

  private static JsonObject result(JsonObject response) throws IOException {
    if (!(response.get("result") instanceof JsonObject)) {
      throw new IOException("not a result: " + response);
    }
    return (JsonObject) response.get("result");
  }
}
