package io.mcpgen.benchmarks.load;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
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
 * asks for the tool and must get HTTP 200 and the server's {@code input_required} with its
 * confirmation question ("Confirm order of ITEM?") and requestState; round 2 repeats the call with
 * a new id, the answer and the requestState echoed, and must get "order confirmed: ITEM"; each
 * response must carry its request's id. A transport ceiling ({@code --ceiling}) answers a fixed
 * reply: it must still give HTTP 200 and a JSON-RPC 2.0 result object to both rounds, but is exempt
 * from the id and the MCP content checks; its flows per second are its requests per second divided
 * by the 2 rounds.
 *
 * <p>First every target answers one flow, checked as above (the equivalence check); then each is
 * warmed until its throughput stops rising: flows per second in windows of {@code --window}
 * seconds, printed as the warm-up curve, until {@code --plateau} consecutive windows lie within
 * {@code --tolerance} percent of each other (the plateau), or {@code --warmup} seconds passed (the
 * cap). Then each pass measures every target for {@code --duration} seconds, in an order rotated
 * from pass to pass. The client speaks the wire itself ({@link WireConnection}) so that little of
 * the machine goes to it and the servers are what is measured.
 *
 * <pre>
 * java -cp benchmarks.jar io.mcpgen.benchmarks.load.HttpLoad --concurrency 16 --warmup 60 --duration 10 --passes 2 \
 *     --target mcpgen=http://127.0.0.1:8001/mcp --ceiling handler=http://127.0.0.1:8002/mcp \
 *     --ceiling-of mcpgen=handler --target sdk=http://127.0.0.1:8003/mcp --baseline sdk
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

  /** A server under load; a ceiling answers a fixed reply and is held to the HTTP and JSON-RPC shape only. */
  record Target(String name, URI endpoint, boolean ceiling) {}

  /** The command line. */
  static final class Settings {
    int concurrency = 16;
    int warmupCap = 60;
    int window = 5;
    int plateau = 3;
    double tolerance = 5;
    int duration = 10;
    int passes = 1;
    final Map<String, Target> targets = new LinkedHashMap<>();
    final Map<String, String> ceilingOf = new LinkedHashMap<>();
    String baseline;

    static Settings parse(String[] args) {
      Settings settings = new Settings();
      for (int i = 0; i < args.length; i += 2) {
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException("option " + args[i] + " needs a value");
        }
        String value = args[i + 1];
        switch (args[i]) {
          case "--concurrency" -> settings.concurrency = Integer.parseInt(value);
          case "--warmup" -> settings.warmupCap = Integer.parseInt(value);
          case "--window" -> settings.window = Integer.parseInt(value);
          case "--plateau" -> settings.plateau = Integer.parseInt(value);
          case "--tolerance" -> settings.tolerance = Double.parseDouble(value);
          case "--duration" -> settings.duration = Integer.parseInt(value);
          case "--passes" -> settings.passes = Integer.parseInt(value);
          case "--target", "--ceiling" -> {
            int equals = value.indexOf('=');
            String name = value.substring(0, equals);
            settings.targets.put(name, new Target(name, URI.create(value.substring(equals + 1)), args[i].equals("--ceiling")));
          }
          case "--ceiling-of" -> settings.ceilingOf.put(value.substring(0, value.indexOf('=')),
              value.substring(value.indexOf('=') + 1));
          case "--baseline" -> settings.baseline = value;
          default -> throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
      if (settings.window < 1 || settings.plateau < 2 || settings.concurrency < 1 || settings.passes < 1) {
        throw new IllegalArgumentException("--window >= 1, --plateau >= 2, --concurrency >= 1, --passes >= 1");
      }
      return settings;
    }
  }

  public static void main(String[] args) throws Exception {
    Settings settings = Settings.parse(args);
    System.out.printf(Locale.ROOT, "confirm_order flows over Streamable HTTP: %d workers; warm-up in %d s windows until %d"
            + " stay within %.0f %% (at most %d s); then %d pass(es) of %d s%n", settings.concurrency, settings.window,
        settings.plateau, settings.tolerance, settings.warmupCap, settings.passes, settings.duration);
    List<Target> order = new ArrayList<>(settings.targets.values());

    // The equivalence check: one flow each, checked, before any load.
    boolean equivalent = true;
    for (Target target : order) {
      String problem = oneFlow(target);
      System.out.printf(Locale.ROOT, "check %-16s %s%n", target.name(), problem == null
          ? (target.ceiling() ? "ok (HTTP 200 and JSON-RPC result, both rounds)" : "ok (question, then \"order confirmed: item-check\")")
          : "FAILED: " + problem);
      equivalent &= problem == null;
    }
    if (!equivalent) {
      System.exit(1);
    }

    // Warm every server before measuring any, so none is measured while the machine (or the
    // load client's own JIT) is colder than for the others; then rotate the order from pass to
    // pass, so no server is always measured first or last.
    for (Target target : order) {
      warm(target, settings);
    }
    List<Result> results = new ArrayList<>();
    for (int pass = 1; pass <= settings.passes; pass++) {
      System.out.printf(Locale.ROOT, "pass %d: %s%n", pass, String.join(", ", order.stream().map(Target::name).toList()));
      for (Target target : order) {
        Result result = run(target, settings.concurrency, settings.duration, target.name());
        results.add(result);
        print(result);
      }
      order.add(order.remove(0));
    }
    summarize(settings, results);
    boolean failed = results.stream().anyMatch(result -> result.failures() > 0 || result.flows() == 0);
    System.exit(failed ? 1 : 0);
  }

  /** Windows of load until the last {@code plateau} agree within the tolerance, or the cap. */
  private static void warm(Target target, Settings settings) {
    List<Double> curve = new ArrayList<>();
    int elapsed = 0;
    boolean flat = false;
    while (elapsed < settings.warmupCap && !flat) {
      int seconds = Math.min(settings.window, settings.warmupCap - elapsed);
      Result window = run(target, settings.concurrency, seconds, target.name());
      elapsed += seconds;
      curve.add(window.flowsPerSecond());
      if (curve.size() >= settings.plateau) {
        List<Double> last = curve.subList(curve.size() - settings.plateau, curve.size());
        double max = last.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double min = last.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        flat = max > 0 && (max - min) / max * 100 <= settings.tolerance;
      }
    }
    StringBuilder line = new StringBuilder();
    for (double rate : curve) {
      line.append(line.length() == 0 ? "" : " ").append(Math.round(rate));
    }
    System.out.printf(Locale.ROOT, "warm-up %-16s flows/s per %d s: %s -> %s after %d s%n", target.name(), settings.window,
        line, flat ? "plateau" : "cap reached, no plateau", elapsed);
  }

  private static void summarize(Settings settings, List<Result> results) {
    Map<String, double[]> means = new LinkedHashMap<>();
    for (String name : settings.targets.keySet()) {
      List<Result> runs = results.stream().filter(result -> result.name().equals(name)).toList();
      means.put(name, new double[] {
          runs.stream().mapToDouble(Result::flowsPerSecond).average().orElse(Double.NaN),
          runs.stream().mapToDouble(result -> result.percentileMillis(50)).average().orElse(Double.NaN),
          runs.stream().mapToDouble(result -> result.percentileMillis(99)).average().orElse(Double.NaN),
          runs.stream().mapToDouble(Result::flowsPerSecond).min().orElse(Double.NaN),
          runs.stream().mapToDouble(Result::flowsPerSecond).max().orElse(Double.NaN)});
    }
    System.out.println("mean over the passes (a ceiling's flows/s = its requests/s / 2 rounds):");
    for (Map.Entry<String, double[]> entry : means.entrySet()) {
      String name = entry.getKey();
      double[] mean = entry.getValue();
      StringBuilder extra = new StringBuilder();
      String ceiling = settings.ceilingOf.get(name);
      if (ceiling != null && means.containsKey(ceiling)) {
        extra.append(String.format(Locale.ROOT, "   %.2f of %s", mean[0] / means.get(ceiling)[0], ceiling));
      }
      if (settings.baseline != null && means.containsKey(settings.baseline) && !settings.targets.get(name).ceiling()) {
        extra.append(String.format(Locale.ROOT, "   %.2fx %s", mean[0] / means.get(settings.baseline)[0], settings.baseline));
      }
      System.out.printf(Locale.ROOT, "%-16s %9.0f flows/s (passes %.0f..%.0f)   p50 %7.2f ms   p99 %7.2f ms%s%n", name,
          mean[0], mean[3], mean[4], mean[1], mean[2], extra);
    }
  }

  private static void print(Result result) {
    System.out.printf(Locale.ROOT, "%-16s %9.0f flows/s   p50 %7.2f ms   p99 %7.2f ms   %d flows, %d failed%n",
        result.name(), result.flowsPerSecond(), result.percentileMillis(50), result.percentileMillis(99),
        result.flows(), result.failures());
  }

  /** One checked flow; {@code null} when it passed, else what was wrong. */
  static String oneFlow(Target target) {
    try (WireConnection connection = new WireConnection(target.endpoint())) {
      new Flow(target, "item-check").run(connection, new long[] {0});
      return null;
    } catch (IOException | RuntimeException e) {
      return e.getMessage();
    }
  }

  /** Runs {@code concurrency} workers for {@code seconds} against one server. */
  static Result run(Target target, int concurrency, int seconds, String name) {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    AtomicLong failures = new AtomicLong();
    List<CompletableFuture<long[]>> workers = new ArrayList<>();
    long started = System.nanoTime();
    for (int w = 0; w < concurrency; w++) {
      Flow flow = new Flow(target, "item-" + w);
      CompletableFuture<long[]> latencies = new CompletableFuture<>();
      Thread worker = new Thread(() -> latencies.complete(loop(target.endpoint(), flow, end, failures)), "load-" + w);
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
  private static long[] loop(URI endpoint, Flow flow, long end, AtomicLong failures) {
    long[] latencies = new long[1024];
    int count = 0;
    long[] id = {0};
    try (WireConnection connection = new WireConnection(endpoint)) {
      while (System.nanoTime() < end) {
        long start = System.nanoTime();
        try {
          flow.run(connection, id);
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

  /** The two rounds of one {@code confirm_order} flow for one item, and the checks of their replies. */
  private static final class Flow {
    private final Target target;
    private final JsonObject params;
    private final JsonObject answer;
    private final String question;
    private final String expected;

    Flow(Target target, String item) {
      this.target = target;
      this.params = JsonObject.builder()
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
      this.answer = JsonObject.of("confirm", JsonObject.builder().put("action", "accept")
          .put("content", JsonObject.builder().put("confirmed", true).build()).build());
      this.question = "Confirm order of " + item + "?";
      this.expected = "order confirmed: " + item;
    }

    /** Both rounds; throws when a reply is not what it must be. */
    void run(WireConnection connection, long[] id) throws IOException {
      JsonObject first = result(connection.post(request(++id[0], params), "tools/call", "confirm_order"), id[0]);
      JsonValue state = first.get("requestState");
      if (!target.ceiling()) {
        if (!JsonString.of("input_required").equals(first.get("resultType"))
            || !(first.get("inputRequests") instanceof JsonObject)
            || !(((JsonObject) first.get("inputRequests")).get("confirm") instanceof JsonObject)) {
          throw new IOException("round 1 is not input_required with a confirm question: " + first);
        }
        JsonValue params = ((JsonObject) ((JsonObject) first.get("inputRequests")).get("confirm")).get("params");
        if (!(params instanceof JsonObject) || !JsonString.of(question).equals(((JsonObject) params).get("message"))) {
          throw new IOException("round 1 does not ask \"" + question + "\": " + first);
        }
      }
      // The state is echoed exactly when the server sent one (the Java servers always do).
      JsonObject retry = params.with("inputResponses", answer);
      if (state instanceof JsonString) {
        retry = retry.with("requestState", state);
      }
      JsonObject last = result(connection.post(request(++id[0], retry), "tools/call", "confirm_order"), id[0]);
      if (!target.ceiling()) {
        JsonValue content = last.get("content");
        String text = content instanceof JsonArray && ((JsonArray) content).size() > 0
            && ((JsonArray) content).get(0) instanceof JsonObject
            && ((JsonObject) ((JsonArray) content).get(0)).get("text") instanceof JsonString
            ? ((JsonObject) ((JsonArray) content).get(0)).get("text").asString() : null;
        if (!expected.equals(text)) {
          throw new IOException("round 2 does not say \"" + expected + "\": " + last);
        }
      }
    }

    private JsonObject result(JsonObject response, long id) throws IOException {
      if (!JsonString.of("2.0").equals(response.get("jsonrpc")) || !(response.get("result") instanceof JsonObject)) {
        throw new IOException("not a JSON-RPC 2.0 result: " + response);
      }
      if (!target.ceiling() && !JsonNumber.of(id).equals(response.get("id"))) {
        throw new IOException("the response's id is not the request's (" + id + "): " + response.get("id"));
      }
      return (JsonObject) response.get("result");
    }
  }

  private static JsonObject request(long id, JsonObject params) {
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", "tools/call").put("params", params)
        .build();
  }
}
