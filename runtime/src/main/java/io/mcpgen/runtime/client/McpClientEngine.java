package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormContentCheck;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.mrtr.ResultTypes;
import io.mcpgen.runtime.mrtr.Scheduler;
import java.util.Collection;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A client for stateless MCP 2026-07-28 servers, with the multi round-trip retry loop built in,
 * and, when told to speak a version of a session-based era too ({@link Builder#supportedVersions};
 * the 2025 revisions, with {@code mcpgen-legacy}), for servers of that era: the first request then
 * waits while an {@link EraNegotiator} finds out the server's era, and calls to a server of the
 * other era run in the session it opens, the server's requests answered by the same handlers.
 *
 * <pre>{@code
 * McpClientEngine client = McpClientEngine.builder(transport)
 *     .clientInfo("my-app", "1.0")
 *     .formElicitation((form, context) -> ui.ask(form))      // declares elicitation.form
 *     .sampling((request, context) -> model.sample(request))  // declares sampling
 *     .build();
 * JsonObject result = client.callTool("update_work_item", arguments).join().resultOrThrow();
 * }</pre>
 *
 * <p>Every request carries a fresh, complete {@code _meta}: the protocol version, exactly the
 * capabilities of the registered handlers, {@code clientInfo}, and the call's log level and
 * progress token when asked for. Calls are independent: the requestState and answers of one call
 * never travel with another.
 *
 * <p>Errors from the server fail the returned future with {@link McpServerException}; everything
 * this client decides itself (timeouts, round limits, cancellation, unusable server messages)
 * with a {@link McpLocalException}. Thread-safe.
 */
public final class McpClientEngine implements AutoCloseable {

  private final ClientCore core;
  private final CallOptions defaults;

  private McpClientEngine(Builder builder) {
    this.core = new ClientCore(builder.transport,
        new InputHandlers(builder.form, builder.url, builder.sampling, builder.roots, builder.tasks), builder.scheduler,
        builder.clientInfo, builder.supportedVersions, builder.defaults, builder.eraProbeTimeout,
        builder.retrySafeTools, builder.negotiator());
    this.defaults = builder.defaults;
  }

  /** A builder for a client over this transport. */
  public static Builder builder(ClientTransport transport) {
    return new Builder(transport);
  }

  /** The options calls use when they pass none. */
  public CallOptions defaults() {
    return defaults;
  }

  /** The {@code ClientCapabilities} every request declares: those of the registered handlers. */
  public JsonObject capabilities() {
    return core.handlers.declared();
  }

  /**
   * The protocol version requests carry now (it changes after a {@code -32022}, a
   * {@code DiscoverResult} or, against a 2025-era server, {@code initialize}).
   */
  public String protocolVersion() {
    return core.protocolVersion();
  }

  /** Calls a tool with the client's default options. */
  public CompletableFuture<CallOutcome> callTool(String name, JsonObject arguments) {
    return callTool(name, arguments, defaults);
  }

  /**
   * Calls a tool, answering input requests as the options say. When the server answers
   * {@code -32020} (its {@code Mcp-Param-*} headers do not match what it expects), the client lists
   * the tools again, so that the transport learns their current {@code x-mcp-header}s, and makes
   * the call once more from the start, as the transports chapter recommends.
   */
  public CompletableFuture<CallOutcome> callTool(String name, JsonObject arguments, CallOptions options) {
    return callTool(name, arguments, options, TaskObserver.NONE);
  }

  /** Calls a tool as a task with the client's default options; see {@link #callToolAsTask(String, JsonObject, CallOptions)}. */
  public TaskHandle<CallOutcome> callToolAsTask(String name, JsonObject arguments) {
    return callToolAsTask(name, arguments, defaults);
  }

  /**
   * Calls a tool and returns a handle on the task the server makes of it (the
   * {@code io.modelcontextprotocol/tasks} extension): its status, its outcome once it ends, and
   * {@link TaskHandle#cancel()}, which sends {@code tasks/cancel}. The client polls
   * {@code tasks/get} at the server's {@code pollIntervalMs} (at least 10 ms, at most
   * {@code roundTimeout}); the task's questions are answered by the registered handlers, as in a
   * multi round-trip call, and sent with {@code tasks/update}. {@code maxTotalTimeout} and the
   * options' cancellation end the call and cancel the task; {@code maxRounds} bounds the task's
   * input rounds. When the server answers without creating a task, the handle completes at once.
   *
   * <p>A plain {@link #callTool} of a client built with {@link Builder#tasks()} waits for a task the
   * same way.
   *
   * @throws IllegalStateException when the client was not built with {@link Builder#tasks()}
   */
  public TaskHandle<CallOutcome> callToolAsTask(String name, JsonObject arguments, CallOptions options) {
    if (!core.handlers.tasks()) {
      throw new IllegalStateException("this client does not declare the tasks extension; build it with tasks()");
    }
    Objects.requireNonNull(options, "options");
    Cancellation own = Cancellation.create();
    Cancellation callers = options.cancellation();
    Runnable unhook = callers == null ? () -> { } : callers.onCancel(() -> own.cancel(callers.reason()));
    TaskProgress progress = new TaskProgress(own);
    CompletableFuture<CallOutcome> outcome = callTool(name, arguments, options.toBuilder().cancellation(own).build(),
        progress);
    outcome.whenComplete((done, failure) -> unhook.run());
    return new TaskHandle<>(progress, outcome);
  }

  private CompletableFuture<CallOutcome> callTool(String name, JsonObject arguments, CallOptions options,
      TaskObserver observer) {
    JsonObject.Builder builder = JsonObject.builder().put("name", Objects.requireNonNull(name, "name"));
    if (arguments != null) {
      builder.put("arguments", arguments);
    }
    JsonObject params = builder.build();
    CompletableFuture<CallOutcome> outcome = new CompletableFuture<>();
    // What the caller's cancel must reach: the first call, the listing, then the second call.
    AtomicReference<CompletableFuture<?>> current = new AtomicReference<>();
    CompletableFuture<CallOutcome> first = loop(McpMethods.TOOLS_CALL, params, options, observer);
    current.set(first);
    outcome.whenComplete((done, failure) -> {
      if (outcome.isCancelled()) {
        current.get().cancel(true);
      }
    });
    first.whenComplete((done, failure) -> {
      Throwable cause = failure == null ? null : Failures.unwrap(failure);
      if (!(cause instanceof McpServerException)
          || ((McpServerException) cause).code() != ErrorCodes.HEADER_MISMATCH || outcome.isDone()) {
        forward(done, failure, outcome);
        return;
      }
      CompletableFuture<Void> listed = relistUntil(name, null, 0);
      current.set(listed);
      listed.whenComplete((nothing, listFailure) -> {
        if (listFailure != null || outcome.isDone()) {
          forward(null, failure, outcome); // the mismatch stands
          return;
        }
        CompletableFuture<CallOutcome> second = loop(McpMethods.TOOLS_CALL, params, options, observer);
        current.set(second);
        if (outcome.isCancelled()) {
          second.cancel(true);
        }
        second.whenComplete((result, secondFailure) -> forward(result, secondFailure, outcome));
      });
    });
    return outcome;
  }

  private static <T> void forward(T result, Throwable failure, CompletableFuture<T> to) {
    if (failure == null) {
      to.complete(result);
    } else {
      to.completeExceptionally(failure);
    }
  }

  /** Lists tools page after page until one lists {@code tool} or there is none left (at most 100). */
  private CompletableFuture<Void> relistUntil(String tool, JsonValue cursor, int page) {
    JsonObject params = cursor == null ? JsonObject.empty() : JsonObject.of("cursor", cursor);
    return request(McpMethods.TOOLS_LIST, params, defaults).thenCompose(result -> {
      JsonValue tools = result.get("tools");
      boolean listed = tools instanceof JsonArray && ((JsonArray) tools).elements().stream().anyMatch(entry ->
          entry instanceof JsonObject && JsonString.of(tool).equals(((JsonObject) entry).get("name")));
      JsonValue next = result.get("nextCursor");
      if (listed || !(next instanceof JsonString) || page + 1 >= 100) {
        return CompletableFuture.completedFuture(null);
      }
      return relistUntil(tool, next, page + 1);
    });
  }

  /** Gets a prompt with the client's default options. */
  public CompletableFuture<CallOutcome> getPrompt(String name, JsonObject arguments) {
    return getPrompt(name, arguments, defaults);
  }

  /** Gets a prompt ({@code arguments} maps names to strings). */
  public CompletableFuture<CallOutcome> getPrompt(String name, JsonObject arguments, CallOptions options) {
    JsonObject.Builder params = JsonObject.builder().put("name", Objects.requireNonNull(name, "name"));
    if (arguments != null) {
      params.put("arguments", arguments);
    }
    return call(McpMethods.PROMPTS_GET, params.build(), options);
  }

  /** Reads a resource with the client's default options. */
  public CompletableFuture<CallOutcome> readResource(String uri) {
    return readResource(uri, defaults);
  }

  /** Reads a resource. */
  public CompletableFuture<CallOutcome> readResource(String uri, CallOptions options) {
    return call(McpMethods.RESOURCES_READ,
        JsonObject.of("uri", JsonString.of(Objects.requireNonNull(uri, "uri"))), options);
  }

  /**
   * Calls one of the three methods that may ask for input, with these params (any {@code _meta},
   * {@code inputResponses} or {@code requestState} in them are dropped: the loop owns those).
   *
   * @throws IllegalArgumentException for any other method (use {@link #request})
   */
  public CompletableFuture<CallOutcome> call(String method, JsonObject params, CallOptions options) {
    if (!McpMethods.allowsInputRequired(method)) {
      throw new IllegalArgumentException(method + " cannot ask for input; use request(...)");
    }
    return loop(method, params, options, TaskObserver.NONE);
  }

  private CompletableFuture<CallOutcome> loop(String method, JsonObject params, CallOptions options,
      TaskObserver observer) {
    return new CallLoop(core, method, identifying(params), Objects.requireNonNull(options, "options"), 0, null,
        observer).start(null, null);
  }

  /**
   * Resumes a call that returned {@link CallOutcome.InputRequired}: retries it with these answers,
   * which must be exactly the keys asked, each answering its question's method, and the state
   * echoed.
   *
   * @throws IllegalArgumentException when the answers do not match the questions
   */
  public CompletableFuture<CallOutcome> resume(PendingInput pending, Map<String, ? extends InputAnswer> answers,
      CallOptions options) {
    if (!answers.keySet().equals(pending.inputRequests().keySet())) {
      throw new IllegalArgumentException("answer exactly the keys asked, " + pending.inputRequests().keySet()
          + ", not " + answers.keySet());
    }
    JsonObject.Builder responses = JsonObject.builder();
    for (Map.Entry<String, InputRequest> question : pending.inputRequests().entrySet()) {
      InputAnswer answer = answers.get(question.getKey());
      if (answer == null || !answer.method().equals(question.getValue().method())) {
        throw new IllegalArgumentException("'" + question.getKey() + "' needs a " + question.getValue().method()
            + " answer");
      }
      if (question.getValue() instanceof FormElicitation && ((ElicitationAnswer) answer).isAccepted()) {
        String misfit = FormContentCheck.problem(((FormElicitation) question.getValue()).requestedSchema(),
            ((ElicitationAnswer) answer).content());
        if (misfit != null) {
          throw new IllegalArgumentException("the answer for '" + question.getKey() + "' does not fit its form: "
              + misfit);
        }
      }
      responses.put(question.getKey(), answer.toJson());
    }
    return new CallLoop(core, pending.method(), pending.params(), options, pending.requestsSent(), pending.lastResult())
        .start(responses.build(), pending.requestState());
  }

  /**
   * Sends a request that cannot ask for input ({@code server/discover}, the lists,
   * {@code completion/complete}, ...) with a fresh {@code _meta}; completes with its result.
   * Fails with {@link ProtocolViolationException} on an {@code input_required} or unknown
   * {@code resultType}.
   */
  public CompletableFuture<JsonObject> request(String method, JsonObject params, CallOptions options) {
    Objects.requireNonNull(method, "method");
    return new RequestFlight(core, method, identifying(params), options, 1, null).start().thenApply(result -> {
      JsonValue type = result.get(ResultTypes.MEMBER);
      if (type != null && !JsonString.of(ResultTypes.COMPLETE).equals(type)) {
        throw new ProtocolViolationException("the server answered " + method + " with resultType " + type
            + ", which only complete may be", result, 1, null);
      }
      return result;
    });
  }

  /**
   * {@code server/discover}: versions, capabilities and identity of the server. In a session of a
   * session-based era, what the session learnt as it opened in the same shape (for the 2025 era the
   * {@code initialize} result: {@code supportedVersions} holding the negotiated version,
   * {@code capabilities}, {@code instructions}, the {@code serverInfo} in {@code _meta}), without
   * another request.
   */
  public CompletableFuture<JsonObject> discover() {
    return core.eraKnown(defaults).handle((known, failure) -> failure).thenCompose(failure -> {
      SessionConnection session = core.session();
      if (failure == null && session != null) {
        return CompletableFuture.completedFuture(session.discoverResult());
      }
      return request(McpMethods.DISCOVER, JsonObject.empty(), defaults);
    });
  }

  /**
   * True once the server is known to speak a session-based era (the 2025 revisions, with
   * {@code mcpgen-legacy}): calls then run in its session.
   */
  public boolean inSession() {
    return core.session() != null;
  }

  /** {@code tools/list}, first page. */
  public CompletableFuture<JsonObject> listTools() {
    return request(McpMethods.TOOLS_LIST, JsonObject.empty(), defaults);
  }

  /** {@code prompts/list}, first page. */
  public CompletableFuture<JsonObject> listPrompts() {
    return request(McpMethods.PROMPTS_LIST, JsonObject.empty(), defaults);
  }

  /** {@code resources/list}, first page. */
  public CompletableFuture<JsonObject> listResources() {
    return request(McpMethods.RESOURCES_LIST, JsonObject.empty(), defaults);
  }

  /** {@code resources/templates/list}, first page. */
  public CompletableFuture<JsonObject> listResourceTemplates() {
    return request(McpMethods.RESOURCES_TEMPLATES_LIST, JsonObject.empty(), defaults);
  }

  /** Closes the transport (which ends a session, e.g. with {@code DELETE} over HTTP). */
  @Override
  public void close() {
    core.transport().close();
  }

  /**
   * Waits for a stage and returns its value, rethrowing an {@link McpException} as itself rather
   * than wrapped: for synchronous callers and generated typed clients.
   */
  public static <T> T await(CompletionStage<T> stage) {
    try {
      return stage.toCompletableFuture().join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException) {
        throw (RuntimeException) e.getCause();
      }
      throw e;
    }
  }

  private static JsonObject identifying(JsonObject params) {
    return params == null ? JsonObject.empty() : params.without("_meta", "inputResponses", "requestState");
  }

  /** Builds a {@link McpClientEngine}. */
  public static final class Builder {
    private final ClientTransport transport;
    private JsonObject clientInfo = JsonObject.builder().put("name", "mcpgen-client").put("version", "0").build();
    private List<String> supportedVersions = List.of(ProtocolVersions.LATEST);
    private FormElicitationHandler form;
    private UrlElicitationHandler url;
    private SamplingHandler sampling;
    private RootsHandler roots;
    private CallOptions defaults = CallOptions.defaults();
    private Scheduler scheduler = Scheduler.system();
    private Set<String> retrySafeTools = Set.of();
    private Duration eraProbeTimeout = Duration.ofSeconds(10);
    private EraNegotiator negotiator;
    private boolean tasks;

    private Builder(ClientTransport transport) {
      this.transport = Objects.requireNonNull(transport, "transport");
    }

    /** The {@code Implementation} sent as {@code clientInfo} on every request. */
    public Builder clientInfo(String name, String version) {
      return clientInfo(JsonObject.builder().put("name", name).put("version", version).build());
    }

    /** The full {@code Implementation}; null sends none (only when specifically wanted). */
    public Builder clientInfo(JsonObject implementation) {
      this.clientInfo = implementation;
      return this;
    }

    /**
     * The protocol versions this client speaks, preferred first (default {@code 2026-07-28}).
     * After a {@code -32022}, a request is sent once more with the first of these the server
     * lists in {@code supported}, the refused one included when it is the only one in common.
     *
     * <p>Naming a 2025-era version as well ({@code 2025-11-25}, {@code 2025-06-18}), e.g.
     * {@code supportedVersions("2026-07-28", "2025-11-25", "2025-06-18")}, makes the client speak
     * both eras, through the {@link EraNegotiator} of {@code mcpgen-legacy} (found on the class
     * path): its first request waits for a {@code server/discover} probe, and a server that
     * answers it with anything but a {@code DiscoverResult} or a 2026-07-28 error
     * ({@code -32020}, {@code -32021}, {@code -32022}) is spoken to with {@code initialize}
     * (offering the first 2025-era version named), in a session. Naming only 2025-era versions
     * skips the probe. {@link #build()} fails when no negotiator speaks a version named.
     */
    public Builder supportedVersions(String... versions) {
      if (versions.length == 0) {
        throw new IllegalArgumentException("at least one protocol version");
      }
      this.supportedVersions = List.of(versions);
      return this;
    }

    /** Handles form elicitations; declares {@code elicitation.form}. */
    public Builder formElicitation(FormElicitationHandler handler) {
      this.form = handler;
      return this;
    }

    /** Handles URL elicitations; declares {@code elicitation.url}. */
    public Builder urlElicitation(UrlElicitationHandler handler) {
      this.url = handler;
      return this;
    }

    /** Handles sampling; declares {@code sampling} (and its sub-capabilities the handler supports). */
    public Builder sampling(SamplingHandler handler) {
      this.sampling = handler;
      return this;
    }

    /** Lists roots; declares {@code roots}. */
    public Builder roots(RootsHandler handler) {
      this.roots = handler;
      return this;
    }

    /**
     * Takes part in the {@code io.modelcontextprotocol/tasks} extension: every request declares
     * {@code extensions["io.modelcontextprotocol/tasks"]}, so a server may answer a task-supporting
     * tool's call with a task; {@link McpClientEngine#callTool} then polls it to its end (a plain
     * call keeps working) and {@link McpClientEngine#callToolAsTask} gives a handle on it.
     */
    public Builder tasks() {
      this.tasks = true;
      return this;
    }

    /**
     * The negotiator of the session-based era whose versions {@link #supportedVersions} names;
     * default the first on the class path that speaks them.
     */
    public Builder eraNegotiator(EraNegotiator negotiator) {
      this.negotiator = Objects.requireNonNull(negotiator, "negotiator");
      return this;
    }

    /**
     * How long a probe of the server's era waits for an answer before taking the server for one of
     * the other era (default 10 s, at most the call's {@code roundTimeout}).
     */
    public Builder eraProbeTimeout(Duration timeout) {
      if (timeout.isNegative() || timeout.isZero()) {
        throw new IllegalArgumentException("eraProbeTimeout must be positive");
      }
      this.eraProbeTimeout = timeout;
      return this;
    }

    /** The options of calls that pass none. */
    public Builder defaults(CallOptions defaults) {
      this.defaults = Objects.requireNonNull(defaults, "defaults");
      return this;
    }

    /**
     * A tool's {@code inputSchema} as the caller knows it before any {@code tools/list} (a typed
     * client knows its interface's), handed to the transport: over Streamable HTTP its
     * {@code x-mcp-header} annotations are mirrored into {@code Mcp-Param-*} headers from the first
     * call. What a {@code tools/list} later says about the tool takes precedence.
     *
     * @throws IllegalArgumentException when the transport refuses the schema's annotations
     */
    public Builder toolInputSchema(String tool, JsonObject inputSchema) {
      transport.toolInputSchema(Objects.requireNonNull(tool, "tool"), Objects.requireNonNull(inputSchema,
          "inputSchema"));
      return this;
    }

    /** The timer for timeouts and back-off; default one shared daemon thread. */
    public Builder scheduler(Scheduler scheduler) {
      this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
      return this;
    }

    /**
     * Tools known to be read-only or idempotent (a typed client knows its interface's
     * {@code @Tool(readOnly/idempotent)}): a round of theirs whose reply was lost is sent again
     * without the call opting in. Tools listed by the server with {@code readOnlyHint} or
     * {@code idempotentHint} are learned from {@code tools/list} results anyway.
     */
    public Builder retrySafeTools(Collection<String> tools) {
      this.retrySafeTools = Set.copyOf(tools);
      return this;
    }

    /**
     * @throws IllegalStateException when {@link #supportedVersions} names a version that neither
     *     2026-07-28 nor a negotiator on the class path speaks
     */
    public McpClientEngine build() {
      return new McpClientEngine(this);
    }

    /** The negotiator of the versions named that are not 2026-07-28's, or null when all are. */
    private EraNegotiator negotiator() {
      List<String> others = supportedVersions.stream().filter(version -> !ProtocolVersions.LATEST.equals(version))
          .filter(ProtocolVersions::isEra2025).toList();
      if (others.isEmpty() && negotiator == null) {
        return null;
      }
      EraNegotiator chosen = negotiator != null ? negotiator : EraNegotiators.onClassPath(others.get(0));
      if (chosen == null) {
        throw new IllegalStateException("supportedVersions names " + others.get(0) + ", a version of the 2025 era,"
            + " which this client speaks only with mcpgen-legacy on the class path");
      }
      return chosen;
    }
  }
}
