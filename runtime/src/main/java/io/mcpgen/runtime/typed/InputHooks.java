package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.McpServerException;
import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.json.JsonArray;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * A typed client's answer hooks, turned into the runtime client's input handlers: the client
 * declares exactly the capabilities of the hooks it has.
 *
 * <p>A form question goes to the hook of its record: the one the interface declares for that call
 * and key ({@link Route}); else the one the question names ({@link FormElicitation#formName()},
 * which mcpgen servers send, so two forms with the same fields are told apart); else, for a server
 * that names no form, the one whose fields are the ones asked: the same field names, each of the
 * same type, the same required ones (titles, descriptions and other keywords do not count, so a
 * server written elsewhere that words its form differently still reaches the hook). A question no
 * hook answers fails the call locally, naming the hook to add, or the form when the interface has
 * none of its shape.
 *
 * <p>A call whose declared inputs need hooks the client lacks fails before anything is sent
 * ({@link CallCheck}, {@link MissingHookException}).
 */
public final class InputHooks {

  /**
   * A declared input of the interface: the question {@code key} of a call ({@code method}, and the
   * tool or prompt name or resource URI), the builder method whose hook answers it ({@code hook},
   * e.g. {@code onConfirm} or {@code onSampling}), the form record for a form (else null), and
   * whether the method can do without it ({@code optional}: the server leaves it out for a client
   * without the capability).
   */
  public record Route(String method, String target, String key, String hook, Class<?> form, boolean optional) {

    public Route {
      Objects.requireNonNull(method, "method");
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(hook, "hook");
    }

    /** A required form input, answered by {@code on<Record>}. */
    public Route(String method, String target, String key, Class<?> form) {
      this(method, target, key, "on" + form.getSimpleName(), form, false);
    }
  }

  /** A form record of the interface and the builder method that gives it a hook, e.g. {@code onConfirm}. */
  public record Hookable(Form<?> form, String hook) {

    public Hookable {
      Objects.requireNonNull(form, "form");
      Objects.requireNonNull(hook, "hook");
    }
  }

  private InputHooks() {}

  /** Hooks for an interface whose declared inputs are {@code routes}. */
  public static Builder builder(List<Route> routes) {
    return new Builder(routes, List.of());
  }

  /**
   * Hooks for an interface whose declared inputs are {@code routes} and whose form records are
   * {@code forms}, hooked or not: a question for one without a hook names the hook to add.
   */
  public static Builder builder(List<Route> routes, List<Hookable> forms) {
    return new Builder(routes, forms);
  }

  /** Collects the hooks, then installs them on a runtime client builder. */
  public static final class Builder {
    private final List<Route> declared;
    private final Map<String, Route> routes = new HashMap<>();
    private final Map<Class<?>, Hookable> known = new LinkedHashMap<>();
    private final Map<Class<?>, HookedForm<?>> forms = new LinkedHashMap<>();
    private UrlHook url;
    private SamplingHook<SamplingAnswer> sampling;
    private RootsAnswerer roots;
    private Executor executor;

    private Builder(List<Route> routes, List<Hookable> forms) {
      this.declared = List.copyOf(routes);
      for (Route route : routes) {
        this.routes.put(routeKey(route.method(), route.target(), route.key()), route);
      }
      for (Hookable form : forms) {
        known.put(form.form().type(), form);
      }
    }

    /** Answers the elicitations of {@code form}'s record; replaces an earlier hook for it. */
    public <T> Builder form(Form<T> form, FormHook<T> hook) {
      forms.put(form.type(), new HookedForm<>(form, Objects.requireNonNull(hook, "hook")));
      known.putIfAbsent(form.type(), new Hookable(form, "on" + form.type().getSimpleName()));
      return this;
    }

    /** Answers URL elicitations. */
    public Builder url(UrlHook hook) {
      this.url = Objects.requireNonNull(hook, "hook");
      return this;
    }

    /** Answers sampling with the protocol's {@code CreateMessageResult}, written with its codec. */
    public <R> Builder sampling(SamplingHook<R> hook, JsonCodec<R> resultCodec) {
      Objects.requireNonNull(hook, "hook");
      this.sampling = (request, context) -> SamplingAnswer.of(
          Json.toValue(hook.sample(request, context), resultCodec).asObject());
      return this;
    }

    /** Answers sampling with the runtime's {@link SamplingAnswer}. */
    public Builder samplingAnswers(SamplingHook<SamplingAnswer> hook) {
      this.sampling = Objects.requireNonNull(hook, "hook");
      return this;
    }

    /** Lists roots as the protocol's {@code Root} records, written with their codec. */
    public <R> Builder roots(RootsHook<R> hook, JsonCodec<R> rootCodec) {
      Objects.requireNonNull(hook, "hook");
      this.roots = context -> {
        List<JsonObject> listed = new ArrayList<>();
        for (R root : hook.roots(context)) {
          listed.add(Json.toValue(root, rootCodec).asObject());
        }
        return RootsAnswer.of(listed);
      };
      return this;
    }

    /** Lists roots as plain URIs (each {@code file://}), for interfaces that name no protocol package. */
    public Builder rootUris(RootsHook<String> hook) {
      Objects.requireNonNull(hook, "hook");
      this.roots = context -> {
        List<JsonObject> listed = new ArrayList<>();
        for (String uri : hook.roots(context)) {
          listed.add(JsonObject.of("uri", JsonString.of(uri)));
        }
        return RootsAnswer.of(listed);
      };
      return this;
    }

    /**
     * Where hooks run. By default a hook runs on the thread that received the question, which suits
     * hooks that answer at once; give an executor to hooks that wait for a person.
     */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** Registers a runtime handler for each kind of hook present. */
    public McpClientEngine.Builder install(McpClientEngine.Builder client) {
      if (!forms.isEmpty()) {
        FormRouter router = new FormRouter(Map.copyOf(routes), new ArrayList<>(known.values()),
            new LinkedHashMap<>(forms));
        client.formElicitation((request, context) -> run(() -> router.answer(request, context)));
      }
      if (url != null) {
        UrlHook hook = url;
        client.urlElicitation((request, context) -> run(() -> {
          Elicited<Void> outcome = hook.answer(new UrlQuestion(context.key(), request.message(), request.url(), context));
          return toAnswer(Objects.requireNonNull(outcome, "the URL hook returned null"));
        }));
      }
      if (sampling != null) {
        SamplingHook<SamplingAnswer> hook = sampling;
        client.sampling((request, context) -> run(() -> hook.sample(request, context)));
      }
      if (roots != null) {
        RootsAnswerer hook = roots;
        client.roots((request, context) -> run(() -> hook.answer(context)));
      }
      return client;
    }

    /**
     * What the hooks given so far cannot answer, for the client to check each call before it is
     * sent.
     */
    public CallCheck check() {
      Map<String, List<String>> lacking = new HashMap<>();
      boolean formCapability = !forms.isEmpty();
      for (Route route : declared) {
        boolean hooked = route.form() != null ? forms.containsKey(route.form()) : hasHook(route.hook());
        // An optional input is left out by the server when the client lacks its capability; a
        // form's capability comes with any form hook, so then the server asks it all the same.
        boolean asked = !route.optional() || (route.form() != null && formCapability);
        if (!hooked && asked) {
          List<String> hooks = lacking.computeIfAbsent(route.method() + ' ' + route.target(), call -> new ArrayList<>());
          if (!hooks.contains(route.hook())) {
            hooks.add(route.hook());
          }
        }
      }
      return new CallCheck(lacking, forms.isEmpty());
    }

    private boolean hasHook(String hook) {
      switch (hook) {
        case "onUrl":
          return url != null;
        case "onSampling":
          return sampling != null;
        case "onRoots":
          return roots != null;
        default:
          return false;
      }
    }

    private <A> CompletionStage<A> run(Callable<A> answer) {
      CompletableFuture<A> stage = new CompletableFuture<>();
      Runnable work = () -> {
        try {
          stage.complete(answer.call());
        } catch (Throwable failure) {
          stage.completeExceptionally(failure);
        }
      };
      if (executor == null) {
        work.run();
      } else {
        executor.execute(work);
      }
      return stage;
    }
  }

  /**
   * Checks each call of a typed client before it is sent: a call whose declared inputs need hooks
   * the client was built without fails at once, naming them, instead of after a round trip.
   */
  public static final class CallCheck {
    private final Map<String, List<String>> lacking;
    private final boolean noFormHook;

    private CallCheck(Map<String, List<String>> lacking, boolean noFormHook) {
      this.lacking = Map.copyOf(lacking);
      this.noFormHook = noFormHook;
    }

    /**
     * Sends a call of a method that asks as it goes, with these form hooks ({@code onContact},
     * ...). Which forms it asks is known only when it asks, so the call is sent; but a client
     * with no form hook declares no form elicitation, and the server's {@code -32021} for it
     * becomes a {@link MissingHookException} naming the hooks to add.
     *
     * @param method {@code tools/call}, {@code prompts/get} or {@code resources/read}
     * @param target the tool or prompt name, or the resource URI (template) as the interface declares it
     */
    public CompletableFuture<CallOutcome> sendAsking(String method, String target, List<String> formHooks,
        Supplier<CompletableFuture<CallOutcome>> call) {
      CompletableFuture<CallOutcome> sent = call.get();
      if (!noFormHook || formHooks.isEmpty()) {
        return sent;
      }
      return sent.handle((outcome, failure) -> {
        if (failure == null) {
          return CompletableFuture.completedFuture(outcome);
        }
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
            ? failure.getCause() : failure;
        if (cause instanceof McpServerException
            && ((McpServerException) cause).code() == ErrorCodes.MISSING_REQUIRED_CLIENT_CAPABILITY
            && ((McpServerException) cause).errorMessage().contains("elicitation")) {
          return CompletableFuture.<CallOutcome>failedFuture(new MissingHookException(method + " " + target
              + " asked for a form this client has no hook for: add " + String.join(" or ", formHooks)
              + " to the builder", List.copyOf(formHooks)));
        }
        return CompletableFuture.<CallOutcome>failedFuture(cause);
      }).thenCompose(future -> future);
    }

    /**
     * Sends the call, or fails it without sending when its declared inputs need hooks this client
     * lacks.
     *
     * @param method {@code tools/call}, {@code prompts/get} or {@code resources/read}
     * @param target the tool or prompt name, or the resource URI (template) as the interface declares it
     * @return the call's outcome, or a future failed with {@link MissingHookException}
     */
    public CompletableFuture<CallOutcome> send(String method, String target,
        Supplier<CompletableFuture<CallOutcome>> call) {
      MissingHookException missing = missing(method, target);
      return missing == null ? call.get() : CompletableFuture.failedFuture(missing);
    }

    /**
     * Checks a call before it is made as a task (whose handle exists only once it is sent).
     *
     * @throws MissingHookException when the call's declared inputs need hooks this client lacks
     */
    public void require(String method, String target) {
      MissingHookException missing = missing(method, target);
      if (missing != null) {
        throw missing;
      }
    }

    private MissingHookException missing(String method, String target) {
      List<String> hooks = lacking.get(method + ' ' + target);
      return hooks == null ? null : new MissingHookException(method + " " + target + " asks for input this"
          + " client has no hook for: add " + String.join(", ", hooks) + " to the builder", hooks);
    }
  }

  /** Finds the hook of a form question: by declared key, by the form name it carries, by its fields. */
  private static final class FormRouter {
    private final Map<String, Route> routes;
    private final List<Hookable> known;
    private final Map<Class<?>, HookedForm<?>> hooked;

    FormRouter(Map<String, Route> routes, List<Hookable> known, Map<Class<?>, HookedForm<?>> hooked) {
      this.routes = routes;
      this.known = known;
      this.hooked = hooked;
    }

    ElicitationAnswer answer(FormElicitation request, InputContext context) throws Exception {
      String where = "cannot answer the form '" + context.key() + "' of " + context.method() + " " + target(context);
      Route route = routes.get(routeKey(context.method(), target(context), context.key()));
      Hookable form;
      if (route != null && route.form() != null) {
        form = known.stream().filter(candidate -> candidate.form().type() == route.form()).findFirst()
            .orElse(null);
        if (form == null) {
          throw new IllegalStateException(where + ": it asks for " + route.form().getSimpleName() + ", which this"
              + " client has no hook for; add " + route.hook() + " to the builder");
        }
      } else {
        form = byNameOrFields(request, where);
      }
      HookedForm<?> hook = hooked.get(form.form().type());
      if (hook == null) {
        throw new IllegalStateException(where + ": it asks for " + form.form().type().getSimpleName() + ", which this"
            + " client has no hook for; add " + form.hook() + " to the builder");
      }
      return hook.answer(request, context);
    }

    private Hookable byNameOrFields(FormElicitation request, String where) {
      List<Hookable> sameShape = new ArrayList<>();
      for (Hookable candidate : known) {
        if (sameFields(candidate.form().requestedSchema(), request.requestedSchema())) {
          sameShape.add(candidate);
        }
      }
      Optional<String> name = request.formName();
      if (name.isPresent()) {
        for (Hookable candidate : sameShape) {
          if (candidate.form().name().equals(name.get())) {
            return candidate;
          }
        }
      }
      if (sameShape.size() == 1) {
        return sameShape.get(0);
      }
      if (sameShape.isEmpty()) {
        throw new IllegalStateException(where + ": no form of the interface has this schema: "
            + request.requestedSchema());
      }
      List<String> names = new ArrayList<>();
      sameShape.forEach(candidate -> names.add(candidate.form().type().getSimpleName()));
      throw new IllegalStateException(where + ": the question names " + name.map(given -> "the form \"" + given
          + "\", which none of them is,").orElse("no form") + " and its fields fit " + String.join(" and ", names)
          + " alike, so the answer could go to the wrong hook");
    }
  }

  /** True when two form schemas ask for the same fields: names, types and which are required. */
  static boolean sameFields(JsonObject ours, JsonObject asked) {
    JsonValue ourProperties = ours.get("properties");
    JsonValue askedProperties = asked.get("properties");
    if (!(ourProperties instanceof JsonObject) || !(askedProperties instanceof JsonObject)
        || !((JsonObject) ourProperties).names().equals(((JsonObject) askedProperties).names())) {
      return false;
    }
    for (String name : ((JsonObject) ourProperties).names()) {
      JsonValue ourField = ((JsonObject) ourProperties).get(name);
      JsonValue askedField = ((JsonObject) askedProperties).get(name);
      if (!(ourField instanceof JsonObject) || !(askedField instanceof JsonObject)
          || !Objects.equals(((JsonObject) ourField).get("type"), ((JsonObject) askedField).get("type"))) {
        return false;
      }
    }
    return required(ours).equals(required(asked));
  }

  private static Set<JsonValue> required(JsonObject schema) {
    JsonValue required = schema.get("required");
    return required instanceof JsonArray ? new HashSet<>(required.asArray().elements()) : Set.of();
  }

  private static ElicitationAnswer toAnswer(Elicited<Void> outcome) {
    switch (outcome.action()) {
      case ACCEPT:
        return ElicitationAnswer.acceptUrl();
      case DECLINE:
        return ElicitationAnswer.decline();
      default:
        return ElicitationAnswer.cancel();
    }
  }

  private static String target(InputContext context) {
    JsonValue name = context.params().get("name");
    JsonValue uri = context.params().get("uri");
    return name != null ? name.asString() : uri != null ? uri.asString() : "";
  }

  private static String routeKey(String method, String target, String key) {
    return method + '\n' + target + '\n' + key;
  }

  /** A form and the hook that answers it. */
  private static final class HookedForm<T> {
    private final Form<T> form;
    private final FormHook<T> hook;

    HookedForm(Form<T> form, FormHook<T> hook) {
      this.form = form;
      this.hook = hook;
    }

    ElicitationAnswer answer(FormElicitation request, InputContext context) throws Exception {
      Elicited<T> outcome = hook.answer(new FormQuestion(context.key(), request.message(), request.requestedSchema(),
          context));
      return form.write(Objects.requireNonNull(outcome, "the hook of " + form.type().getSimpleName() + " returned null"));
    }
  }

  /** A roots hook adapted to the runtime's answer. */
  @FunctionalInterface
  private interface RootsAnswerer {
    RootsAnswer answer(InputContext context) throws Exception;
  }
}
