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
import io.mcpgen.runtime.client.RoundLostException;
import io.mcpgen.runtime.client.TransportException;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.McpMethods;
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
 * Drives runs at a fixed concurrency through one URL (a load balancer in front of replicas) for a
 * fixed time, and checks every call. A run is a fresh client that speaks both eras (so its first
 * request waits for the era probe, {@code server/discover}) making every kind of call once
 * ({@link LoadCalls}): the lists, {@code ping}, {@code completion/complete}, the tools of every
 * kind, the prompt and the resource, each with values of its own run, so a result that carries
 * another run's values, or took another number of rounds, counts as corrupted.
 *
 * <p>Lost rounds are re-sent by the client's own rules, nothing opted in: the reads always,
 * {@code echo} because the driver declares it safe, the other tools never once their reply may
 * have been handled. It reports flows (calls) per second, p50 and p99 of a call, which replica
 * served each round (the {@code _meta} a replica adds, {@link ReplicaTag}), and per method the
 * rounds lost and sent again and the calls that ended lost ({@link LostRoundTally}).
 *
 * <p>With {@code --once URL,URL} (two replicas' single-use endpoints) it then shows that a
 * requestState used once is refused when replayed on another replica.
 *
 * <p>Exits 0 only when no call failed (a tool call not safe to repeat whose reply was lost is
 * reported to its caller, and counted, not failed), no call that was safe to send again was lost,
 * every replica seen served, and the replay was refused.
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

  private final Settings settings;
  private final StreamableHttpClientTransport http;
  private final Map<String, AtomicInteger> servedBy = new ConcurrentHashMap<>();
  private final LostRoundTally tally = new LostRoundTally();
  private final AtomicInteger runs = new AtomicInteger();
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
      Worker worker = new Worker(deadline);
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
    int flows = durations.length + failed.get() + tally.lostCallsUnsafe();
    System.out.printf("flows %d, failed %d, %.1f s, %.1f flows/s, p50 %.1f ms, p99 %.1f ms, concurrency %d, "
        + "runs %d (each a fresh client: the era probe, then every kind of call)%n", flows, failed.get(), elapsed,
        durations.length / elapsed, percentile(durations, 50), percentile(durations, 99), settings.concurrency(),
        runs.get());
    System.out.printf("rounds served by replica %s; multi-round flows whose rounds landed on more than one replica: "
        + "%d of %d%n", new TreeMap<>(servedBy), alternated.get(), multiRound.get());
    System.out.printf("rounds lost in transport %d, sent again %d; lost calls that were safe to re-send %d, lost "
        + "tool calls not safe to re-send (reported to the caller) %d; per method:%n%s", tally.lostRounds(),
        tally.resent(), tally.lostCallsSafe(), tally.lostCallsUnsafe(), tally.table());
    synchronized (failures) {
      failures.stream().limit(10).forEach(failure -> System.out.println("FAILED " + failure));
    }
    boolean ok = failed.get() == 0 && durations.length > 0;
    if (tally.lostCallsSafe() > 0) {
      System.out.println("FAILED " + tally.lostCallsSafe() + " calls that were safe to re-send were lost");
      ok = false;
    }
    if (servedBy.size() > 1 && alternated.get() == 0) {
      System.out.println("FAILED no flow had its rounds served by different replicas");
      ok = false;
    }
    if (!settings.once().isEmpty()) {
      ok &= replayIsRefused();
    }
    System.out.println(Json.summary(flows, failed.get(), elapsed, durations, settings.concurrency(), servedBy,
        alternated.get(), multiRound.get(), tally));
    return ok ? 0 : 1;
  }

  /** One thread making one run after the other until the deadline, each with a fresh client. */
  private final class Worker implements Runnable {
    private final long deadline;
    final List<Long> durations = new ArrayList<>();
    private final List<String> replicas = new ArrayList<>();

    Worker(long deadline) {
      this.deadline = deadline;
    }

    /** A client that speaks both eras, so that its first request probes the server's era. */
    private McpClientEngine client(String id) {
      return McpClientEngine.builder(new Tap(http, this::served))
          .clientInfo("mcpgen-load", "1.0.0")
          .supportedVersions("2026-07-28", "2025-11-25", "2025-06-18")
          .retrySafeTools(LoadCalls.DECLARED_SAFE_TOOLS)
          .formElicitation((form, context) -> CompletableFuture.completedFuture(ElicitationAnswer.accept(
              form.requestedSchema().get("properties").asObject().has("confirmed")
                  ? JsonObject.builder().put("confirmed", true).build()
                  : JsonObject.builder().put("name", "Ada-" + id).build())))
          .sampling((request, context) -> CompletableFuture.completedFuture(SamplingAnswer.ofText("llm-" + id,
              "load-llm")))
          .roots((request, context) -> CompletableFuture.completedFuture(RootsAnswer.of(List.of(
              JsonObject.builder().put("uri", InteropCalls.ROOT_URI).build()))))
          // Re-sends that outlast the restart of replicas on a busy machine, where nginx may answer 502
          // for all of them for half a minute ("no live upstreams"): pauses of 100 ms doubling to 5 s,
          // 20 of them, 76 s in all at most (38 s at least, with the jitter).
          .defaults(CallOptions.builder()
              .roundTimeout(Duration.ofSeconds(20))
              .lostRoundRetries(20)
              .lostRoundBackoff(Duration.ofMillis(100))
              .onLostRound(tally::lost)
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
      while (System.nanoTime() < deadline) {
        String id = String.valueOf(ids.incrementAndGet());
        McpClientEngine client = client(id);
        runs.incrementAndGet();
        for (LoadCalls.Call call : LoadCalls.of(id)) {
          if (System.nanoTime() >= deadline) {
            break;
          }
          make(client, call);
        }
        client.close();
      }
    }

    private void make(McpClientEngine client, LoadCalls.Call call) {
      synchronized (replicas) {
        replicas.clear();
      }
      long began = System.nanoTime();
      String problem;
      try {
        problem = LoadCalls.problem(call, call.send().apply(client).get(150, TimeUnit.SECONDS));
      } catch (ExecutionException e) {
        problem = failure(call, e.getCause());
      } catch (Exception e) {
        problem = call.label() + " failed: " + e;
      }
      long took = System.nanoTime() - began;
      if (problem == null) {
        durations.add(took);
        if (call.rounds() > 1) {
          Set<String> distinct;
          synchronized (replicas) {
            distinct = new LinkedHashSet<>(replicas);
          }
          multiRound.incrementAndGet();
          if (distinct.size() > 1) {
            alternated.incrementAndGet();
          }
        }
      } else if (!problem.isEmpty()) {
        failed.incrementAndGet();
        synchronized (failures) {
          failures.add(problem);
        }
      }
    }

    /**
     * What a failed call means: null for an answer (a JSON-RPC error where the server offers no
     * such method), "" for a tool call not safe to repeat that was lost and reported (counted),
     * else the problem (a call safe to send again that was lost is counted as such, too).
     */
    private String failure(LoadCalls.Call call, Throwable cause) {
      if (call.errorIsAnswer() && cause instanceof McpServerException) {
        return null;
      }
      RoundLostException lost = cause instanceof TransportException && cause.getCause() instanceof RoundLostException
          ? (RoundLostException) cause.getCause() : null;
      if (lost == null) {
        return call.label() + " failed: " + cause;
      }
      // A probe lost every time fails the run's first call; it is the probe's loss, not the call's.
      String method = String.valueOf(cause.getMessage()).startsWith(McpMethods.DISCOVER + " ") ? McpMethods.DISCOVER
          : call.method();
      boolean safe = !method.equals(call.method()) || call.safeToRepeat() || !lost.reachedServer();
      tally.callLost(method, safe);
      return safe ? call.label() + " lost although safe to re-send: " + cause.getMessage() : "";
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
        if (replica != null) { // errors and 2025-era results are not tagged
          served.accept(replica);
        }
      });
      return pending;
    }

    @Override
    public <T> T unwrap(Class<T> type) {
      return type.isInstance(this) ? type.cast(this) : transport.unwrap(type);
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
        Map<String, AtomicInteger> servedBy, int alternated, int multiRound, LostRoundTally tally) {
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
          .put("lostRounds", tally.lostRounds())
          .put("resent", tally.resent())
          .put("lostCallsSafe", tally.lostCallsSafe())
          .put("lostCallsUnsafe", tally.lostCallsUnsafe())
          .put("lostByMethod", tally.toJson())
          .build());
    }
  }
}
