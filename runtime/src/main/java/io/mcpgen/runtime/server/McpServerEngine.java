package io.mcpgen.runtime.server;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.jsonrpc.InvalidMessageException;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessages;
import io.mcpgen.runtime.jsonrpc.JsonRpcNotification;
import io.mcpgen.runtime.jsonrpc.JsonRpcRequest;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.lang.System.Logger.Level;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * A stateless MCP 2026-07-28 server: JSON-RPC dispatch with the per-request {@code _meta} rules,
 * {@code server/discover}, the lists, and multi round-trip requests for {@code tools/call},
 * {@code prompts/get} and {@code resources/read}.
 *
 * <pre>{@code
 * McpServerEngine server = McpServerEngine.builder()
 *     .serverInfo("orders", "1.0.0")
 *     .requestState(codec)                       // a RequestStateCodec; keep the key secret
 *     .tool(toolDefinition, McpHandler.sequential((call, exchange) -> ...))
 *     .build();
 * server.handle(messageJson, RequestContext.builder().principal(sub).notifications(sink).build())
 *     .thenAccept(reply -> transport.write(reply));
 * }</pre>
 *
 * <p>Every request is judged by itself: its own protocol version, its own client capabilities,
 * its own requestState (verified before anything reads it). Between rounds the engine holds
 * nothing, so any instance sharing the codec's key can serve any round. It never sends a JSON-RPC
 * request: elicitation, sampling and roots travel only inside {@code inputRequests}.
 *
 * <p>Thread-safe; build once, share.
 */
public final class McpServerEngine implements McpEndpoint {

  private static final System.Logger LOG = System.getLogger(McpServerEngine.class.getName());
  private static final List<String> LIST_METHODS = List.of(McpMethods.TOOLS_LIST, McpMethods.PROMPTS_LIST,
      McpMethods.RESOURCES_LIST, McpMethods.RESOURCES_TEMPLATES_LIST);

  private final Catalog catalog;
  private final Subscriptions subscriptions;
  private final CompletionHandler completion;
  private final JsonObject serverInfo;
  private final String instructions;
  private final List<String> supportedVersions;
  private final CacheHints discoverHints;
  private final CacheHints listHints;
  private final Map<String, CacheHints> listHintsByMethod;
  private final boolean logging;
  private final Executor executor;
  private final ResultShapes shapes;
  private final RoundRunner rounds;
  private final SessionEra sessions;
  private final Map<String, TaskSupport> taskSupport;
  private final TaskEngine tasks;
  private final Skills skills;

  private McpServerEngine(Builder builder) {
    this.catalog = builder.catalog.copy();
    this.subscriptions = builder.subscriptions;
    this.completion = CompletionRoutes.of(builder.completers, builder.completion, catalog);
    this.serverInfo = builder.serverInfo;
    this.instructions = builder.instructions;
    this.supportedVersions = List.copyOf(builder.supportedVersions);
    this.discoverHints = builder.discoverHints;
    this.listHints = builder.listHints;
    this.listHintsByMethod = Map.copyOf(builder.listHintsByMethod);
    this.logging = builder.logging;
    this.executor = builder.executor;
    this.shapes = new ResultShapes(serverInfo, builder.resourceHints);
    this.rounds = new RoundRunner(new StateVault(builder.codec, builder.listener), shapes, executor,
        builder.maxRounds, logging, builder.listener);
    this.taskSupport = Map.copyOf(builder.taskSupport);
    this.skills = builder.skills;
    TaskSettings taskSettings = builder.taskSettings != null || taskSupport.isEmpty() ? builder.taskSettings
        : TaskSettings.defaults();
    this.tasks = taskSettings == null ? null : new TaskEngine(taskSettings, shapes, target -> {
      Catalog.Entry tool = catalog.tool(target.name());
      return tool == null ? null : tool.handler();
    });
    // Last: the provider stores this engine, which is complete by now, and calls it only later.
    SessionEra.Provider provider = builder.sessionsSet ? builder.sessions : SessionEras.onClassPath();
    this.sessions = provider == null ? null : provider.serve(this);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The protocol versions this server accepts. */
  public List<String> supportedVersions() {
    return supportedVersions;
  }

  /** The publisher of {@code subscriptions/listen} notifications, when the engine has one. */
  public Optional<Subscriptions> subscriptions() {
    return Optional.ofNullable(subscriptions);
  }

  /**
   * The session-based era served beside 2026-07-28, if any: the one the builder was given, else
   * the first {@link SessionEra.Provider} on the class path ({@code mcpgen-legacy} serves the 2025
   * revisions so).
   */
  @Override
  public Optional<SessionEra> sessions() {
    return Optional.ofNullable(sessions);
  }

  /** The {@code Implementation} this server names itself with. */
  public JsonObject serverInfo() {
    return serverInfo;
  }

  /** Guidance for models, or null when none was given. */
  public String instructions() {
    return instructions;
  }

  /** The definitions of the tools served, as {@code tools/list} gives them, in registration order. */
  public JsonArray tools() {
    return catalog.toolDefinitions();
  }

  /** The definitions of the prompts served, as {@code prompts/list} gives them. */
  public JsonArray prompts() {
    return catalog.promptDefinitions();
  }

  /** The definitions of the resources served, as {@code resources/list} gives them. */
  public JsonArray resources() {
    return catalog.resourceDefinitions();
  }

  /** The definitions of the resource templates served, as {@code resources/templates/list} gives them. */
  public JsonArray resourceTemplates() {
    return catalog.templateDefinitions();
  }

  /** The {@code ServerCapabilities} this server advertises, derived from what is registered. */
  public JsonObject capabilities() {
    JsonObject.Builder capabilities = JsonObject.builder();
    JsonObject listChanged = subscriptions != null ? JsonObject.of("listChanged", JsonBoolean.TRUE)
        : JsonObject.empty();
    if (catalog.hasTools()) {
      capabilities.put("tools", listChanged);
    }
    if (catalog.hasPrompts()) {
      capabilities.put("prompts", listChanged);
    }
    if (catalog.hasResources()) {
      capabilities.put("resources", subscriptions != null ? listChanged.with("subscribe", JsonBoolean.TRUE)
          : JsonObject.empty());
    }
    if (completion != null) {
      capabilities.put("completions", JsonObject.empty());
    }
    if (logging) {
      capabilities.put("logging", JsonObject.empty());
    }
    JsonObject.Builder extensions = JsonObject.builder();
    if (tasks != null) {
      extensions.put(TaskEngine.EXTENSION, JsonObject.empty());
    }
    if (skills != null) {
      extensions.put(Skills.EXTENSION, JsonObject.of("directoryRead", JsonBoolean.TRUE));
    }
    JsonObject declared = extensions.build();
    if (!declared.isEmpty()) {
      capabilities.put("extensions", declared);
    }
    return capabilities.build();
  }

  /**
   * Handles one message given as UTF-8 JSON text: text that is not JSON gets {@code -32700}.
   */
  public CompletionStage<ServerReply> handle(byte[] message, RequestContext context) {
    JsonValue json;
    try {
      json = Json.parse(message);
    } catch (JsonException notJson) {
      return CompletableFuture.completedFuture(Replies.parseError());
    }
    return handle(json, context);
  }

  /** Handles one message given as parsed JSON: what is no JSON-RPC message gets {@code -32600}. */
  public CompletionStage<ServerReply> handle(JsonValue message, RequestContext context) {
    Objects.requireNonNull(message, "message");
    JsonRpcMessage parsed;
    try {
      parsed = JsonRpcMessages.parse(message);
    } catch (InvalidMessageException invalid) {
      return done(ServerReply.invalid(invalid));
    }
    return handle(parsed, context);
  }

  @Override
  public CompletionStage<ServerReply> handle(JsonRpcMessage parsed, RequestContext context) {
    Objects.requireNonNull(parsed, "message");
    Objects.requireNonNull(context, "context");
    if (parsed instanceof JsonRpcNotification) {
      return done(notification((JsonRpcNotification) parsed, context));
    }
    if (!(parsed instanceof JsonRpcRequest)) {
      return done(Replies.failure(null,
          RequestFailure.invalidRequest("Invalid Request: a server accepts requests and notifications only")));
    }
    JsonRpcRequest request = (JsonRpcRequest) parsed;
    // Registered before anything runs, so a cancellation that arrives at once still finds it.
    InFlightRequests inFlight = context.inFlight();
    if (inFlight != null) {
      inFlight.register(request.id(), context.cancellation());
    }
    CompletionStage<ServerReply> reply;
    try {
      reply = dispatch(request, context);
    } catch (RequestFailure failure) {
      reply = done(Replies.failure(request.id(), failure));
    } catch (RuntimeException | Error unexpected) {
      LOG.log(Level.ERROR, "unexpected failure while handling " + LogText.escape(request.method()),
          LogText.sanitized(unexpected));
      reply = done(Replies.failure(request.id(), RequestFailure.internalError()));
    }
    if (inFlight != null) {
      reply = reply.whenComplete((done, failure) -> inFlight.remove(request.id(), context.cancellation()));
    }
    return reply;
  }

  private CompletionStage<ServerReply> dispatch(JsonRpcRequest request, RequestContext context) {
    String method = request.method();
    switch (method) {
      case McpMethods.DISCOVER:
        validate(request);
        return done(Replies.result(request.id(), discover()));
      case McpMethods.TOOLS_LIST:
        require(catalog.hasTools(), "Tools", "tools");
        return list(request, "tools", catalog.toolDefinitions());
      case McpMethods.PROMPTS_LIST:
        require(catalog.hasPrompts(), "Prompts", "prompts");
        return list(request, "prompts", catalog.promptDefinitions());
      case McpMethods.RESOURCES_LIST:
        require(catalog.hasResources(), "Resources", "resources");
        return list(request, "resources", catalog.resourceDefinitions());
      case McpMethods.RESOURCES_TEMPLATES_LIST:
        require(catalog.hasResources(), "Resources", "resources");
        return list(request, "resourceTemplates", catalog.templateDefinitions());
      case McpMethods.TOOLS_CALL:
        require(catalog.hasTools(), "Tools", "tools");
        return callTool(validate(request), context);
      case McpMethods.PROMPTS_GET:
        require(catalog.hasPrompts(), "Prompts", "prompts");
        return getPrompt(validate(request), context);
      case McpMethods.RESOURCES_READ:
        require(catalog.hasResources(), "Resources", "resources");
        return readResource(validate(request), context);
      case McpMethods.COMPLETION_COMPLETE:
        require(completion != null, "Completions", "completions");
        return complete(validate(request), context);
      case McpMethods.TASKS_GET:
        require(tasks != null, "Tasks", TaskEngine.EXTENSION);
        return done(Replies.result(request.id(), tasks.get(validate(request), context.principal())));
      case McpMethods.TASKS_UPDATE:
        require(tasks != null, "Tasks", TaskEngine.EXTENSION);
        return done(Replies.result(request.id(), tasks.update(validate(request), context.principal())));
      case McpMethods.TASKS_CANCEL:
        require(tasks != null, "Tasks", TaskEngine.EXTENSION);
        return done(Replies.result(request.id(), tasks.cancel(validate(request), context.principal())));
      case McpMethods.SKILLS_LIST:
        require(skills != null, "Skills", Skills.EXTENSION);
        return list(request, "skills", skills.entries());
      case McpMethods.SKILLS_GET:
        require(skills != null, "Skills", Skills.EXTENSION);
        return done(Replies.result(request.id(), getSkill(validate(request))));
      case McpMethods.RESOURCES_DIRECTORY_READ:
        require(skills != null, "Skills", Skills.EXTENSION);
        return done(Replies.result(request.id(), readDirectory(validate(request))));
      case McpMethods.SUBSCRIPTIONS_LISTEN:
        require(subscriptions != null, "Subscriptions", "subscriptions (listChanged, subscribe)");
        return listen(validate(request), context);
      case "initialize":
        throw RequestFailure.methodNotFound("Method not found", JsonObject.builder()
            .put("reason", "initialize is not part of the protocol versions this server supports: "
                + String.join(", ", supportedVersions) + "; send the protocol version in each request's _meta")
            .put("supported", strings(supportedVersions))
            .build());
      default:
        throw RequestFailure.methodNotFound("Method not found",
            JsonObject.of("reason", JsonString.of("Unknown method: " + method)));
    }
  }

  private IncomingRequest validate(JsonRpcRequest request) {
    return IncomingRequest.of(request, supportedVersions);
  }

  private static void require(boolean offered, String feature, String capability) {
    if (!offered) {
      throw RequestFailure.methodNotFound(feature + " not supported", JsonObject.of("reason",
          JsonString.of("Server does not support the " + capability + " capability")));
    }
  }

  private JsonObject discover() {
    JsonObject.Builder result = JsonObject.builder()
        .put("supportedVersions", strings(supportedVersions))
        .put("capabilities", capabilities());
    if (instructions != null) {
      result.put("instructions", instructions);
    }
    return shapes.cacheable(result.build(), discoverHints);
  }

  private CompletionStage<ServerReply> list(JsonRpcRequest request, String member, JsonArray items) {
    IncomingRequest in = validate(request);
    JsonValue cursor = in.params().get("cursor");
    if (cursor != null && !cursor.isNull()) {
      // Every list fits one page, so no cursor was ever issued.
      throw RequestFailure.invalidParams("Invalid cursor");
    }
    CacheHints hints = listHintsByMethod.getOrDefault(request.method(), listHints);
    return done(Replies.result(request.id(), shapes.cacheable(JsonObject.of(member, items), hints)));
  }

  private CompletionStage<ServerReply> callTool(IncomingRequest request, RequestContext context) {
    String name = nameParam(request);
    Catalog.Entry tool = catalog.tool(name);
    if (tool == null) {
      throw RequestFailure.invalidParams("Unknown tool: " + name);
    }
    JsonValue arguments = request.params().get("arguments");
    if (arguments != null && !(arguments instanceof JsonObject)) {
      throw RequestFailure.invalidParams("Invalid params: arguments must be an object");
    }
    CallTarget target = target(request, name, null, arguments == null ? JsonObject.empty() : (JsonObject) arguments,
        Map.of());
    TaskSupport support = taskSupport.getOrDefault(name, TaskSupport.NONE);
    if (support == TaskSupport.NONE) {
      return rounds.run(request, target, tool.handler(), context);
    }
    boolean declared = TaskEngine.declared(request.capabilities());
    if (!declared) {
      if (support == TaskSupport.REQUIRED) {
        throw RequestFailure.missingCapability(TaskEngine.requiredCapabilities());
      }
      return rounds.run(request, target, tool.handler(), context);
    }
    if (tool.handler().escalatesToTask()) {
      // Input is gathered synchronously (MRTR) until the handler hands over to the task.
      return rounds.run(request, target, tool.handler(), context, (round, notes) -> tasks.create(target,
          round.principal(), round.capabilities(), round.meta(), round.pinnedAnswers(), notes));
    }
    return done(Replies.result(request.id(), tasks.create(target, context.principal(), request.capabilities(),
        request.meta(), Map.of(), JsonObject.empty())));
  }

  private CompletionStage<ServerReply> getPrompt(IncomingRequest request, RequestContext context) {
    String name = nameParam(request);
    Catalog.Entry prompt = catalog.prompt(name);
    if (prompt == null) {
      throw RequestFailure.invalidParams("Unknown prompt: " + name);
    }
    JsonValue arguments = request.params().get("arguments");
    JsonObject args = PromptArguments.check(arguments == null ? JsonObject.empty() : arguments, prompt.definition());
    return rounds.run(request, target(request, name, null, args, Map.of()), prompt.handler(), context);
  }

  private CompletionStage<ServerReply> readResource(IncomingRequest request, RequestContext context) {
    JsonValue uri = request.params().get("uri");
    if (!(uri instanceof JsonString)) {
      throw RequestFailure.invalidParams("Invalid params: uri must be a string");
    }
    Catalog.ResourceMatch match = catalog.resource(uri.asString());
    if (match == null) {
      throw RequestFailure.invalidParams("Resource not found", JsonObject.of("uri", uri));
    }
    return rounds.run(request, target(request, null, uri.asString(), JsonObject.empty(), match.variables()),
        match.handler(), context);
  }

  private JsonObject getSkill(IncomingRequest request) {
    String uri = uriParam(request);
    JsonObject entry = skills.entry(uri);
    if (entry == null) {
      throw RequestFailure.invalidParams("Unknown skill", JsonObject.of("uri", JsonString.of(uri)));
    }
    return shapes.cacheable(JsonObject.of("skill", entry), listHintsByMethod.getOrDefault(request.method(), listHints));
  }

  private JsonObject readDirectory(IncomingRequest request) {
    String uri = uriParam(request);
    JsonValue cursor = request.params().get("cursor");
    if (cursor != null && !cursor.isNull()) {
      // Every directory fits one page, so no cursor was ever issued.
      throw RequestFailure.invalidParams("Invalid cursor");
    }
    JsonArray children = skills.directory(uri);
    if (children == null) {
      throw RequestFailure.invalidParams("Not a directory", JsonObject.of("uri", JsonString.of(uri)));
    }
    return shapes.cacheable(JsonObject.of("resources", children), shapes.resourceHints());
  }

  private static String uriParam(IncomingRequest request) {
    JsonValue uri = request.params().get("uri");
    if (!(uri instanceof JsonString)) {
      throw RequestFailure.invalidParams("Invalid params: uri must be a string");
    }
    return uri.asString();
  }

  private CompletionStage<ServerReply> complete(IncomingRequest request, RequestContext context) {
    CompletableFuture<ServerReply> reply = new CompletableFuture<>();
    executor.execute(() -> {
      try {
        JsonObject result = completion.complete(request.params().without("_meta"), context.principal());
        reply.complete(Replies.result(request.id(), shapes.complete(request.method(), result)));
      } catch (McpErrorException error) {
        reply.complete(Replies.handlerError(request.id(), error.toError()));
      } catch (Throwable failure) {
        LOG.log(Level.ERROR, "the completion handler failed", LogText.sanitized(failure));
        reply.complete(Replies.failure(request.id(), RequestFailure.internalError()));
      }
    });
    return reply;
  }

  /**
   * Opens a notification stream: acknowledged at once with the filter the server honours, then
   * open until the client goes away (no response) or the server ends it (a result).
   */
  private CompletionStage<ServerReply> listen(IncomingRequest request, RequestContext context) {
    JsonValue filter = request.params().get("notifications");
    if (!(filter instanceof JsonObject)) {
      throw RequestFailure.invalidParams("Invalid params: notifications must be an object");
    }
    JsonObject asked = (JsonObject) filter;
    JsonObject.Builder agreed = JsonObject.builder();
    Set<String> lists = new LinkedHashSet<>();
    agree(asked, "toolsListChanged", catalog.hasTools(), Subscriptions.TOOLS_LIST_CHANGED, agreed, lists);
    agree(asked, "promptsListChanged", catalog.hasPrompts(), Subscriptions.PROMPTS_LIST_CHANGED, agreed, lists);
    agree(asked, "resourcesListChanged", catalog.hasResources(), Subscriptions.RESOURCES_LIST_CHANGED, agreed, lists);
    Set<String> uris = new LinkedHashSet<>();
    JsonValue wanted = asked.get("resourceSubscriptions");
    if (wanted != null) {
      if (!(wanted instanceof JsonArray)) {
        throw RequestFailure.invalidParams("Invalid params: notifications.resourceSubscriptions must be an array");
      }
      for (JsonValue uri : ((JsonArray) wanted).elements()) {
        if (!(uri instanceof JsonString)) {
          throw RequestFailure.invalidParams("Invalid params: notifications.resourceSubscriptions holds strings");
        }
        // Only resources this server can read, up to the per-stream limit; the rest is left out of the ack.
        if (uris.size() < subscriptions.maxUrisPerListener() && catalog.resource(uri.asString()) != null) {
          uris.add(uri.asString());
        }
      }
      agreed.put("resourceSubscriptions", strings(List.copyOf(uris)));
    }
    JsonValue id = request.id().toJson();
    Subscriptions.Listener listener = new Subscriptions.Listener(subscriptions, id, lists, uris,
        context.notifications());
    if (!subscriptions.add(listener)) {
      throw RequestFailure.of(ErrorCodes.INTERNAL_ERROR,
          "Internal error: the server holds no more subscriptions now; try again later", null, 200);
    }
    CompletableFuture<ServerReply> reply = new CompletableFuture<>();
    listener.ended().thenAccept(byServer -> reply.complete(byServer
        ? Replies.result(request.id(), shapes.subscriptionEnded(id)) : ServerReply.cancelled()));
    context.cancellation().onCancel(() -> listener.end(false));
    listener.acknowledge(agreed.build());
    return reply;
  }

  private static void agree(JsonObject asked, String member, boolean offered, String method,
      JsonObject.Builder agreed, Set<String> lists) {
    JsonValue value = asked.get(member);
    if (value != null && !(value instanceof JsonBoolean)) {
      throw RequestFailure.invalidParams("Invalid params: notifications." + member + " must be a boolean");
    }
    if (JsonBoolean.TRUE.equals(value) && offered) {
      agreed.put(member, true);
      lists.add(method);
    }
  }

  private static String nameParam(IncomingRequest request) {
    JsonValue name = request.params().get("name");
    if (!(name instanceof JsonString)) {
      throw RequestFailure.invalidParams("Invalid params: name must be a string");
    }
    return name.asString();
  }

  private static CallTarget target(IncomingRequest request, String name, String uri, JsonObject arguments,
      Map<String, String> variables) {
    JsonObject identifying = request.params().without("_meta", "inputResponses", "requestState");
    return new CallTarget(request.method(), name, uri, arguments, variables, identifying);
  }

  private static ServerReply notification(JsonRpcNotification notification, RequestContext context) {
    if (McpMethods.NOTIFICATION_CANCELLED.equals(notification.method()) && context.inFlight() != null
        && notification.params() != null) {
      JsonValue requestId = notification.params().get("requestId");
      JsonValue reason = notification.params().get("reason");
      // Unknown, finished or malformed targets are ignored, as the specification asks.
      if (requestId != null && RequestId.isValid(requestId)) {
        context.inFlight().cancel(RequestId.from(requestId),
            reason instanceof JsonString ? reason.asString() : "cancelled by the client");
      }
    }
    return ServerReply.accepted();
  }

  private static CompletionStage<ServerReply> done(ServerReply reply) {
    return CompletableFuture.completedFuture(reply);
  }

  private static JsonArray strings(List<String> values) {
    JsonArray.Builder array = JsonArray.builder();
    values.forEach(array::add);
    return array.build();
  }

  /** Builds a {@link McpServerEngine}. */
  public static final class Builder {
    private final Catalog catalog = new Catalog();
    private CompletionHandler completion;
    private Subscriptions subscriptions;
    private final Map<CompletionRoutes.Target, ArgumentCompleter> completers = new LinkedHashMap<>();
    private JsonObject serverInfo = JsonObject.builder().put("name", "mcpgen-server").put("version", "0").build();
    private String instructions;
    private List<String> supportedVersions = List.of(ProtocolVersions.LATEST);
    private CacheHints discoverHints = CacheHints.of(300_000, CacheScope.PUBLIC);
    private CacheHints listHints = CacheHints.of(300_000, CacheScope.PUBLIC);
    private final Map<String, CacheHints> listHintsByMethod = new LinkedHashMap<>();
    private CacheHints resourceHints = CacheHints.of(0, CacheScope.PRIVATE);
    private boolean logging = true;
    private Executor executor = Runnable::run;
    private RequestStateCodec codec;
    private int maxRounds = 10;
    private EngineListener listener = EngineListener.NONE;
    private SessionEra.Provider sessions;
    private boolean sessionsSet;
    private final Map<String, TaskSupport> taskSupport = new LinkedHashMap<>();
    private TaskSettings taskSettings;
    private Skills skills;

    private Builder() {}

    /**
     * Serves the {@code io.modelcontextprotocol/tasks} extension with these settings (store, TTL,
     * polling interval, executor). Registering a task-supporting tool serves it with
     * {@link TaskSettings#defaults()} when this is not called.
     */
    public Builder tasks(TaskSettings settings) {
      this.taskSettings = Objects.requireNonNull(settings, "settings");
      return this;
    }

    /**
     * Serves these skills under the {@code io.modelcontextprotocol/skills} extension:
     * {@code skills/list}, {@code skills/get}, {@code resources/directory/read}, and each skill file
     * as a resource ({@code resources/list}, {@code resources/read}). Once only.
     *
     * @throws IllegalStateException when skills were registered already
     */
    public Builder skills(Skills skills) {
      Objects.requireNonNull(skills, "skills");
      if (this.skills != null) {
        throw new IllegalStateException("skills are registered already");
      }
      this.skills = skills;
      skills.register(this);
      return this;
    }

    /**
     * The session-based era to serve beside 2026-07-28 (e.g. {@code LegacyEra.builder()...build()}
     * of {@code mcpgen-legacy}, for 2025-era clients), or null for none. By default the first
     * {@link SessionEra.Provider} listed on the class path, if any.
     */
    public Builder sessions(SessionEra.Provider sessions) {
      this.sessions = sessions;
      this.sessionsSet = true;
      return this;
    }

    /**
     * Observes every round that reached a handler and every refused requestState (for metrics);
     * default none. See {@link EngineListener}.
     */
    public Builder listener(EngineListener listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /** The {@code Implementation} sent as {@code serverInfo} in every result's {@code _meta}. */
    public Builder serverInfo(String name, String version) {
      return serverInfo(JsonObject.builder().put("name", name).put("version", version).build());
    }

    /** The full {@code Implementation} object ({@code name}, {@code version}, {@code title?}, ...). */
    public Builder serverInfo(JsonObject implementation) {
      this.serverInfo = Objects.requireNonNull(implementation, "implementation");
      return this;
    }

    /** Guidance for models, sent in {@code server/discover}. */
    public Builder instructions(String instructions) {
      this.instructions = instructions;
      return this;
    }

    /** The protocol versions accepted; default {@code 2026-07-28}. Others get {@code -32022}. */
    public Builder supportedVersions(String... versions) {
      if (versions.length == 0) {
        throw new IllegalArgumentException("at least one protocol version");
      }
      this.supportedVersions = List.of(versions);
      return this;
    }

    /**
     * The codec that seals requestState. Required as soon as a handler asks for input; its key
     * must be shared by every instance that may serve a retry, and its TTL bounds how long a
     * client may take to answer a round.
     */
    public Builder requestState(RequestStateCodec codec) {
      this.codec = codec;
      return this;
    }

    /**
     * The most rounds one request may take, the first included (default 10): a handler that asks
     * again in the last round ends the request with {@code -32602} ({@code "too_many_rounds"}).
     */
    public Builder maxRounds(int maxRounds) {
      if (maxRounds < 1) {
        throw new IllegalArgumentException("maxRounds must be at least 1");
      }
      this.maxRounds = maxRounds;
      return this;
    }

    /**
     * Where handlers run; default the thread that calls {@code handle}. Transports that must keep
     * reading while a handler runs (to see a cancellation) pass a pool.
     */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** Cache hints of {@code server/discover}; default 300 000 ms, public. */
    public Builder discoverCacheHints(CacheHints hints) {
      this.discoverHints = Objects.requireNonNull(hints, "hints");
      return this;
    }

    /** Cache hints of the lists; default 300 000 ms, public. */
    public Builder listCacheHints(CacheHints hints) {
      this.listHints = Objects.requireNonNull(hints, "hints");
      return this;
    }

    /**
     * Cache hints of one list, over {@link #listCacheHints(CacheHints)}: {@code listMethod} is
     * {@code tools/list}, {@code prompts/list}, {@code resources/list} or
     * {@code resources/templates/list}.
     *
     * @throws IllegalArgumentException for another method
     */
    public Builder listCacheHints(String listMethod, CacheHints hints) {
      if (!LIST_METHODS.contains(listMethod)) {
        throw new IllegalArgumentException("not a list method: " + listMethod + "; one of " + LIST_METHODS);
      }
      this.listHintsByMethod.put(listMethod, Objects.requireNonNull(hints, "hints"));
      return this;
    }

    /** Cache hints added to {@code resources/read} results that lack them; default 0 ms, private. */
    public Builder resourceCacheHints(CacheHints hints) {
      this.resourceHints = Objects.requireNonNull(hints, "hints");
      return this;
    }

    /**
     * Whether handlers may send {@code notifications/message} (to requests that set a
     * {@code logLevel}); advertised as the {@code logging} capability. Default true.
     */
    public Builder logging(boolean logging) {
      this.logging = logging;
      return this;
    }

    /**
     * Registers a tool.
     *
     * @param definition the {@code Tool} object listed by {@code tools/list} ({@code name},
     *     {@code inputSchema}, ...)
     * @throws IllegalArgumentException for a definition without a name or an object inputSchema,
     *     or a name registered twice
     */
    public Builder tool(JsonObject definition, McpHandler handler) {
      catalog.addTool(definition, Objects.requireNonNull(handler, "handler"));
      return this;
    }

    /**
     * Registers a tool that may run as a task of the {@code io.modelcontextprotocol/tasks}
     * extension: when the request declares the extension the engine answers with a
     * {@code CreateTaskResult} and runs the handler in the background (a handler marked
     * {@link McpHandler#escalating} runs synchronously first and decides when); questions it asks
     * in the task go to {@code tasks/get} as {@code inputRequests}. Without the extension an
     * {@link TaskSupport#OPTIONAL} tool is called synchronously and a {@link TaskSupport#REQUIRED}
     * one is refused with {@code -32021}.
     */
    public Builder tool(JsonObject definition, McpHandler handler, TaskSupport support) {
      tool(definition, handler);
      if (Objects.requireNonNull(support, "support") != TaskSupport.NONE) {
        taskSupport.put(definition.get("name").asString(), support);
      }
      return this;
    }

    /**
     * Registers a prompt. Its {@code arguments} marked {@code required} are checked before the
     * handler runs: a missing one gets {@code -32602}.
     */
    public Builder prompt(JsonObject definition, McpHandler handler) {
      catalog.addPrompt(definition, Objects.requireNonNull(handler, "handler"));
      return this;
    }

    /** Registers a resource with a fixed {@code uri}. */
    public Builder resource(JsonObject definition, McpHandler handler) {
      catalog.addResource(definition, Objects.requireNonNull(handler, "handler"));
      return this;
    }

    /**
     * Registers a resource whose {@code resources/read} results carry these cache hints (over
     * {@link #resourceCacheHints}) unless the handler's result sets its own.
     */
    public Builder resource(JsonObject definition, McpHandler handler, CacheHints hints) {
      catalog.addResource(definition, new HintedHandler(Objects.requireNonNull(handler, "handler"),
          Objects.requireNonNull(hints, "hints")));
      return this;
    }

    /**
     * Registers a resource template; its handler serves {@code resources/read} for every URI
     * matching {@code uriTemplate} ({@code {name}} matches one path segment, {@code {+name}}
     * anything), with the matched values in {@link RoundContext#uriVariables()}.
     */
    public Builder resourceTemplate(JsonObject definition, McpHandler handler) {
      catalog.addTemplate(definition, Objects.requireNonNull(handler, "handler"));
      return this;
    }

    /**
     * Registers a resource template whose {@code resources/read} results carry these cache hints
     * (over {@link #resourceCacheHints}) unless the handler's result sets its own.
     */
    public Builder resourceTemplate(JsonObject definition, McpHandler handler, CacheHints hints) {
      catalog.addTemplate(definition, new HintedHandler(Objects.requireNonNull(handler, "handler"),
          Objects.requireNonNull(hints, "hints")));
      return this;
    }

    /**
     * Serves {@code subscriptions/listen} from {@code subscriptions}, through which the
     * application publishes resource updates and list changes; advertises {@code listChanged}
     * (and {@code subscribe} for resources).
     */
    public Builder subscriptions(Subscriptions subscriptions) {
      this.subscriptions = Objects.requireNonNull(subscriptions, "subscriptions");
      return this;
    }

    /**
     * Serves {@code completion/complete} for every request no registered completer answers (or for
     * all of them, when none is registered).
     */
    public Builder completion(CompletionHandler handler) {
      this.completion = handler;
      return this;
    }

    /**
     * Completes argument {@code argument} of prompt {@code prompt} ({@code ref/prompt}). The prompt
     * may be registered before or after; {@link #build()} checks that it exists with that argument.
     *
     * @throws IllegalArgumentException when that argument already has a completer
     */
    public Builder completePromptArgument(String prompt, String argument, ArgumentCompleter completer) {
      return complete(new CompletionRoutes.Target(CompletionRoutes.PROMPT_REF, prompt, argument), completer);
    }

    /**
     * Completes variable {@code variable} of the resource template registered with exactly this
     * {@code uriTemplate} ({@code ref/resource}); {@link #build()} checks that it exists with that
     * variable.
     *
     * @throws IllegalArgumentException when that variable already has a completer
     */
    public Builder completeTemplateVariable(String uriTemplate, String variable, ArgumentCompleter completer) {
      return complete(new CompletionRoutes.Target(CompletionRoutes.RESOURCE_REF, uriTemplate, variable), completer);
    }

    private Builder complete(CompletionRoutes.Target target, ArgumentCompleter completer) {
      Objects.requireNonNull(target.ref(), "name");
      Objects.requireNonNull(target.argument(), "argument");
      Objects.requireNonNull(completer, "completer");
      if (completers.putIfAbsent(target, completer) != null) {
        throw new IllegalArgumentException("argument " + target.argument() + " of " + target.ref()
            + " has two completers");
      }
      return this;
    }

    /**
     * @throws IllegalArgumentException when a completer names a prompt, template, argument or
     *     variable that is not registered
     * @throws IllegalStateException when a handler may ask for input ({@link McpHandler#asksForInput()})
     *     and no {@link #requestState} codec is set: its first such call could only fail
     */
    public McpServerEngine build() {
      List<String> asking = catalog.askingInput();
      if (codec == null && !asking.isEmpty()) {
        throw new IllegalStateException("no requestState codec, but these ask the client for input: "
            + String.join(", ", asking) + "; add .requestState(RequestStateCodec.builder().audience(...).key(...)"
            + ".build()) to the builder");
      }
      return new McpServerEngine(this);
    }
  }
}
