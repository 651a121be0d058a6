package io.mcpgen.runtime.mrtr.typed;

import io.mcpgen.runtime.json.Json;
import io.mcpgen.runtime.json.JsonCodec;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.client.InputContext;
import io.mcpgen.runtime.mrtr.client.McpClient;
import io.mcpgen.runtime.json.JsonArray;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * A typed client's answer hooks, turned into the runtime client's input handlers: the client
 * declares exactly the capabilities of the hooks it has.
 *
 * <p>A form question goes to the hook of its record: the one the interface declares for that call
 * and key ({@link Route}), else the one whose fields are the ones asked (the forms of a sequential
 * method, whose keys are chosen at run time): the same field names, each of the same type, the same
 * required ones; titles, descriptions and other keywords do not count, so a server written
 * elsewhere that words its form differently still reaches the hook. A question no hook answers
 * fails the call locally, naming the form.
 */
public final class InputHooks {

  /**
   * A declared form input of the interface: the question {@code key} of a call ({@code method},
   * and the tool or prompt name or resource URI) is a form of record {@code form}.
   */
  public record Route(String method, String target, String key, Class<?> form) {}

  private InputHooks() {}

  /** Hooks for an interface whose declared form inputs are {@code routes}. */
  public static Builder builder(List<Route> routes) {
    return new Builder(routes);
  }

  /** Collects the hooks, then installs them on a runtime client builder. */
  public static final class Builder {
    private final Map<String, Class<?>> routes = new HashMap<>();
    private final Map<Class<?>, HookedForm<?>> forms = new LinkedHashMap<>();
    private UrlHook url;
    private SamplingHook<SamplingAnswer> sampling;
    private RootsAnswerer roots;
    private Executor executor;

    private Builder(List<Route> routes) {
      for (Route route : routes) {
        this.routes.put(routeKey(route.method(), route.target(), route.key()), route.form());
      }
    }

    /** Answers the elicitations of {@code form}'s record; replaces an earlier hook for it. */
    public <T> Builder form(Form<T> form, FormHook<T> hook) {
      forms.put(form.type(), new HookedForm<>(form, Objects.requireNonNull(hook, "hook")));
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
    public McpClient.Builder install(McpClient.Builder client) {
      if (!forms.isEmpty()) {
        Map<String, Class<?>> routing = Map.copyOf(routes);
        Map<Class<?>, HookedForm<?>> hooked = new LinkedHashMap<>(forms);
        client.formElicitation((request, context) -> run(() -> answerForm(routing, hooked, request, context)));
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

  private static ElicitationAnswer answerForm(Map<String, Class<?>> routes, Map<Class<?>, HookedForm<?>> forms,
      FormElicitation request, InputContext context) throws Exception {
    Class<?> declared = routes.get(routeKey(context.method(), target(context), context.key()));
    HookedForm<?> hooked = declared != null ? forms.get(declared) : null;
    if (hooked == null && declared == null) {
      for (HookedForm<?> candidate : forms.values()) {
        if (sameFields(candidate.form.requestedSchema(), request.requestedSchema())) {
          hooked = candidate;
          break;
        }
      }
    }
    if (hooked == null) {
      String which = declared != null ? "the form " + declared.getSimpleName() + " has no hook; register one"
          : "no form of the interface has this schema: " + request.requestedSchema();
      throw new IllegalStateException("cannot answer the form '" + context.key() + "' of " + context.method() + " "
          + target(context) + ": " + which);
    }
    return hooked.answer(request, context);
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
