package io.mcpgen.it.interop;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.client.PendingInput;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Drives mixed MRTR flows at a fixed concurrency through one URL (a load balancer in front of
 * replicas) for a fixed time, and checks every one: a two-round call with one input, a
 * three-round call, a two-round call with two inputs at once, and a prompt. Every flow answers
 * with values of its own (its item, its name, its model reply), so a result that carries another
 * flow's values, or took another number of rounds, counts as corrupted.
 *
 * <p>It reports flows per second, p50 and p99 of a whole flow, which replica served each round
 * (the {@code _meta} a replica adds, {@link ReplicaTag}), and how many rounds the transport lost
 * and the client sent again. The interop tools are pure functions, so the calls opt in to
 * re-sending a round whose reply was lost ({@code resendLostReplies}).
 *
 * <p>With {@code --once URL,URL} (two replicas' single-use endpoints) it then shows that a
 * requestState used once is refused when replayed on another replica.
 *
 * <p>Exits 0 only when no flow failed, every replica seen served, and the replay was refused.
 */
final class LoadDriver {

  /** What the command line asks for. */
  record Settings(URI url, int seconds, int concurrency, List<URI> once) {

    static Settings parse(String[] args) {
      URI url = URI.create(args[2]);
      int seconds = 60;
      int concurrency = 8;
      List<URI> once = List.of();
      for (int i = 3; i + 1 < args.length; i += 2) {
        switch (args[i]) {
          case "--seconds":
            seconds = Integer.parseInt(args[i + 1]);
            break;
          case "--concurrency":
            concurrency = Integer.parseInt(args[i + 1]);
            break;
          case "--once":
            once = Arrays.stream(args[i + 1].split(",")).map(URI::create).toList();
            break;
          default:
            throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
      if (seconds < 1 || concurrency < 1 || (!once.isEmpty() && once.size() != 2)) {
        throw new IllegalArgumentException("--seconds and --concurrency must be positive; --once takes two URLs");
      }
      return new Settings(url, seconds, concurrency, once);
    }
  }

  /** The kinds of flow, taken in turn. */
  private enum Flow { CONFIRM_ORDER, TWO_STEP, MULTI_INPUT, GREETING }

  private final Settings settings;
  private final StreamableHttpClientTransport http;
  private final Map<String, AtomicInteger> servedBy = new ConcurrentHashMap<>();
  private final AtomicInteger lostRounds = new AtomicInteger();
  private final AtomicInteger resent = new AtomicInteger();
  private final AtomicInteger alternated = new AtomicInteger();
  private final AtomicInteger multiRound = new AtomicInteger();
  private final AtomicInteger failed = new AtomicInteger();
  private final AtomicLong ids = new AtomicLong();
  private final List<String> failures = new ArrayList<>();

  private LoadDriver(Settings settings) {
    this.settings = settings;
    this.http = StreamableHttpClientTransport.connect(settings.url());
  }

  static int run(Settings settings) throws InterruptedException {
    return new LoadDriver(settings).drive();
  }

  private int drive() throws InterruptedException {
    System.out.println("load started: " + settings.url() + ", " + settings.seconds() + " s, concurrency "
        + settings.concurrency());
    System.out.flush();
    long start = System.nanoTime();
    long deadline = start + TimeUnit.SECONDS.toNanos(settings.seconds());
    List<Worker> workers = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < settings.concurrency(); i++) {
      Worker worker = new Worker(i, deadline);
      workers.add(worker);
      Thread thread = new Thread(worker, "load-" + i);
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    http.close();

    long[] durations = workers.stream().flatMapToLong(worker -> worker.durations.stream().mapToLong(Long::longValue))
        .sorted().toArray();
    int flows = durations.length + failed.get();
    System.out.printf("flows %d, failed %d, %.1f s, %.1f flows/s, p50 %.1f ms, p99 %.1f ms, concurrency %d%n",
        flows, failed.get(), elapsed, durations.length / elapsed, percentile(durations, 50), percentile(durations, 99),
        settings.concurrency());
    System.out.printf("rounds served by replica %s; multi-round flows whose rounds landed on more than one replica: "
        + "%d of %d%n", new TreeMap<>(servedBy), alternated.get(), multiRound.get());
    System.out.printf("rounds lost in transport %d, sent again %d%n", lostRounds.get(), resent.get());
    synchronized (failures) {
      failures.stream().limit(10).forEach(failure -> System.out.println("FAILED " + failure));
    }
    boolean ok = failed.get() == 0 && durations.length > 0;
    if (servedBy.size() > 1 && alternated.get() == 0) {
      System.out.println("FAILED no flow had its rounds served by different replicas");
      ok = false;
    }
    if (!settings.once().isEmpty()) {
      ok &= replayIsRefused();
    }
    System.out.println(Json.summary(flows, failed.get(), elapsed, durations, settings.concurrency(), servedBy,
        alternated.get(), multiRound.get(), lostRounds.get(), resent.get()));
    return ok ? 0 : 1;
  }

  /** One client making one flow after the other until the deadline. */
  private final class Worker implements Runnable {
    private final int number;
    private final long deadline;
    final List<Long> durations = new ArrayList<>();
    private volatile String id;
    private final List<String> replicas = new ArrayList<>();
    private final McpClientEngine client;

    Worker(int number, long deadline) {
      this.number = number;
      this.deadline = deadline;
      this.client = McpClientEngine.builder(new Tap(http, this::served))
          .clientInfo("mcpgen-load", "1.0.0")
          .formElicitation((form, context) -> CompletableFuture.completedFuture(ElicitationAnswer.accept(
              form.requestedSchema().get("properties").asObject().has("confirmed")
                  ? JsonObject.builder().put("confirmed", true).build()
                  : JsonObject.builder().put("name", "Ada-" + id).build())))
          .sampling((request, context) -> CompletableFuture.completedFuture(SamplingAnswer.ofText("llm-" + id,
              "load-llm")))
          .roots((request, context) -> CompletableFuture.completedFuture(RootsAnswer.of(List.of(
              JsonObject.builder().put("uri", InteropCalls.ROOT_URI).build()))))
          .defaults(CallOptions.builder()
              .roundTimeout(Duration.ofSeconds(20))
              .lostRoundRetries(6)
              .lostRoundBackoff(Duration.ofMillis(50))
              .resendLostReplies(true) // the interop tools are pure: running one twice does no harm
              .onLostRound(loss -> {
                lostRounds.incrementAndGet();
                if (loss.resent()) {
                  resent.incrementAndGet();
                }
              })
              .build())
          .build();
    }

    private void served(String replica) {
      synchronized (replicas) {
        replicas.add(replica);
      }
      servedBy.computeIfAbsent(replica, name -> new AtomicInteger()).incrementAndGet();
    }

    @Override
    public void run() {
      int n = 0;
      while (System.nanoTime() < deadline) {
        Flow flow = Flow.values()[(number + n++) % Flow.values().length];
        id = number + "-" + ids.incrementAndGet();
        synchronized (replicas) {
          replicas.clear();
        }
        long began = System.nanoTime();
        String problem;
        try {
          problem = check(flow, call(flow).get(60, TimeUnit.SECONDS));
        } catch (ExecutionException e) {
          problem = flow + " failed: " + e.getCause();
        } catch (Exception e) {
          problem = flow + " failed: " + e;
        }
        long took = System.nanoTime() - began;
        if (problem == null) {
          durations.add(took);
          Set<String> distinct;
          synchronized (replicas) {
            distinct = new LinkedHashSet<>(replicas);
          }
          multiRound.incrementAndGet();
          if (distinct.size() > 1) {
            alternated.incrementAndGet();
          }
        } else {
          failed.incrementAndGet();
          synchronized (failures) {
            failures.add(problem);
          }
        }
      }
    }

    private CompletableFuture<CallOutcome> call(Flow flow) {
      switch (flow) {
        case CONFIRM_ORDER:
          return client.callTool("confirm_order", JsonObject.of("item", JsonString.of("item-" + id)));
        case TWO_STEP:
          return client.callTool("two_step", JsonObject.empty());
        case MULTI_INPUT:
          return client.callTool("multi_input", JsonObject.empty());
        case GREETING:
        default:
          return client.getPrompt("greeting", JsonObject.empty());
      }
    }

    /** What is wrong with a flow's outcome, or null. */
    private String check(Flow flow, CallOutcome outcome) {
      if (!(outcome instanceof CallOutcome.Complete)) {
        return flow + " ended " + outcome;
      }
      CallOutcome.Complete complete = (CallOutcome.Complete) outcome;
      String expected;
      int rounds;
      switch (flow) {
        case CONFIRM_ORDER:
          expected = "order confirmed: item-" + id;
          rounds = 2;
          break;
        case TWO_STEP:
          expected = "hello Ada-" + id + "; roots: " + InteropCalls.ROOT_URI;
          rounds = 3;
          break;
        case MULTI_INPUT:
          expected = "Ada-" + id + ": llm-" + id;
          rounds = 2;
          break;
        case GREETING:
        default:
          expected = "Say hello to Ada-" + id;
          rounds = 2;
      }
      String text = InteropClient.firstText(complete.result());
      if (!expected.equals(text) || complete.requestsSent() != rounds) {
        return flow + " corrupted: expected \"" + expected + "\" in " + rounds + " rounds, got \"" + text + "\" in "
            + complete.requestsSent();
      }
      return null;
    }
  }

  /**
   * A requestState made single use by the Redis guard: used once through one replica, then
   * replayed on another, which must refuse it with {@code -32602}.
   */
  private boolean replayIsRefused() {
    try {
      return replayOnAnotherReplica();
    } catch (RuntimeException e) {
      System.out.println("FAILED single-use: " + e);
      return false;
    }
  }

  private boolean replayOnAnotherReplica() {
    URI first = settings.once().get(0);
    URI second = settings.once().get(1);
    CallOptions manual = CallOptions.builder().autoFulfill(false).roundTimeout(Duration.ofSeconds(20)).build();
    try (StreamableHttpClientTransport toFirst = StreamableHttpClientTransport.connect(first);
        StreamableHttpClientTransport toSecond = StreamableHttpClientTransport.connect(second)) {
      McpClientEngine onFirst = McpClientEngine.builder(toFirst).formElicitation((form, context) -> null).defaults(manual).build();
      McpClientEngine onSecond = McpClientEngine.builder(toSecond).formElicitation((form, context) -> null).defaults(manual)
          .build();
      CallOutcome asked = onFirst.callTool("confirm_order", JsonObject.of("item", JsonString.of("once"))).join();
      if (!(asked instanceof CallOutcome.InputRequired)) {
        System.out.println("FAILED single-use: the first round did not ask for input: " + asked);
        return false;
      }
      PendingInput pending = ((CallOutcome.InputRequired) asked).pending();
      Map<String, InputAnswer> answers = new java.util.LinkedHashMap<>();
      pending.inputRequests().keySet().forEach(key -> answers.put(key,
          ElicitationAnswer.accept(JsonObject.builder().put("confirmed", true).build())));
      CallOutcome used = onSecond.resume(pending, answers, manual).join();
      if (!(used instanceof CallOutcome.Complete)) {
        System.out.println("FAILED single-use: the first use on " + second + " did not complete: " + used);
        return false;
      }
      try {
        CallOutcome replayed = onFirst.resume(pending, answers, manual).join();
        System.out.println("FAILED single-use: the replay on " + first + " was accepted: " + replayed);
        return false;
      } catch (java.util.concurrent.CompletionException e) {
        if (e.getCause() instanceof McpServerException
            && ((McpServerException) e.getCause()).error().code() == -32602) {
          System.out.println("single-use requestState: first use through " + second + " completed; the replay "
              + "through " + first + " was refused with -32602 " + ((McpServerException) e.getCause()).error().data());
          return true;
        }
        System.out.println("FAILED single-use: the replay failed otherwise: " + e.getCause());
        return false;
      }
    }
  }

  private static double percentile(long[] sorted, int percent) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(index, sorted.length - 1))] / 1e6;
  }

  /** Passes requests on and tells which replica served each response. */
  private static final class Tap implements ClientTransport {
    private final ClientTransport transport;
    private final Consumer<String> served;

    Tap(ClientTransport transport, Consumer<String> served) {
      this.transport = transport;
      this.served = served;
    }

    @Override
    public PendingRequest send(JsonObject request, Consumer<JsonObject> notifications) {
      PendingRequest pending = transport.send(request, notifications);
      pending.response().thenAccept(response -> {
        String replica = response.get("result") instanceof JsonObject
            ? ReplicaTag.of((JsonObject) response.get("result")) : null;
        served.accept(replica == null ? "untagged" : replica);
      });
      return pending;
    }

    @Override
    public void sendNotification(JsonObject notification) {
      transport.sendNotification(notification);
    }

    @Override
    public void close() {
      // the shared transport is closed by the driver
    }
  }

  /** The summary as one JSON line, for scripts. */
  private static final class Json {
    static String summary(int flows, int failed, double seconds, long[] durations, int concurrency,
        Map<String, AtomicInteger> servedBy, int alternated, int multiRound, int lost, int resent) {
      JsonObject.Builder replicas = JsonObject.builder();
      new TreeMap<>(servedBy).forEach((name, count) -> replicas.put(name, count.get()));
      return io.mcpgen.json.Json.stringify(JsonObject.builder()
          .put("flows", flows)
          .put("failed", failed)
          .put("seconds", JsonNumber.of(Math.round(seconds * 10) / 10.0))
          .put("flowsPerSecond", JsonNumber.of(Math.round(durations.length / seconds * 10) / 10.0))
          .put("p50Ms", JsonNumber.of(Math.round(percentile(durations, 50) * 10) / 10.0))
          .put("p99Ms", JsonNumber.of(Math.round(percentile(durations, 99) * 10) / 10.0))
          .put("concurrency", concurrency)
          .put("roundsByReplica", replicas.build())
          .put("alternated", alternated)
          .put("multiRoundFlows", multiRound)
          .put("lostRounds", lost)
          .put("resent", resent)
          .build());
    }
  }
}
