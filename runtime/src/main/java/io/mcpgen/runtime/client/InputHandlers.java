package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.RootsRequest;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.mrtr.UrlElicitation;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The registered input handlers, dispatched by method (and, for elicitation, by mode), and the
 * client capabilities they add up to: a capability is declared exactly when its handler exists.
 */
final class InputHandlers {

  /** The identifier of the tasks extension, as capabilities declare it. */
  static final String TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

  private final FormElicitationHandler form;
  private final UrlElicitationHandler url;
  private final SamplingHandler sampling;
  private final RootsHandler roots;
  private final boolean tasks;
  private final JsonObject capabilities;

  InputHandlers(FormElicitationHandler form, UrlElicitationHandler url, SamplingHandler sampling, RootsHandler roots) {
    this(form, url, sampling, roots, false);
  }

  /** @param tasks whether the client takes part in the {@code io.modelcontextprotocol/tasks} extension */
  InputHandlers(FormElicitationHandler form, UrlElicitationHandler url, SamplingHandler sampling, RootsHandler roots,
      boolean tasks) {
    this.tasks = tasks;
    this.form = form;
    this.url = url;
    this.sampling = sampling;
    this.roots = roots;
    this.capabilities = capabilities();
  }

  /** The {@code ClientCapabilities} every request declares. */
  JsonObject declared() {
    return capabilities;
  }

  private JsonObject capabilities() {
    JsonObject.Builder declared = JsonObject.builder();
    if (form != null || url != null) {
      JsonObject.Builder modes = JsonObject.builder();
      if (form != null) {
        modes.put("form", JsonObject.empty());
      }
      if (url != null) {
        modes.put("url", JsonObject.empty());
      }
      declared.put("elicitation", modes.build());
    }
    if (sampling != null) {
      JsonObject.Builder features = JsonObject.builder();
      if (sampling.supportsTools()) {
        features.put("tools", JsonObject.empty());
      }
      if (sampling.supportsContext()) {
        features.put("context", JsonObject.empty());
      }
      declared.put("sampling", features.build());
    }
    if (roots != null) {
      declared.put("roots", JsonObject.empty());
    }
    if (tasks) {
      declared.put("extensions", JsonObject.of(TASKS_EXTENSION, JsonObject.empty()));
    }
    return declared.build();
  }

  /** Whether the client declares the tasks extension. */
  boolean tasks() {
    return tasks;
  }

  /** True when a registered handler can answer the question (the capability was declared). */
  boolean canAnswer(InputRequest question) {
    if (question instanceof FormElicitation) {
      return form != null;
    }
    if (question instanceof UrlElicitation) {
      return url != null;
    }
    if (question instanceof SamplingRequest) {
      return sampling != null && question.isAllowedBy(ClientCapabilitySet.of(capabilities));
    }
    return roots != null;
  }

  /** Asks the handler; a handler that throws gives a failed stage. */
  CompletionStage<? extends InputAnswer> answer(InputRequest question, InputContext context) {
    try {
      CompletionStage<? extends InputAnswer> stage;
      if (question instanceof FormElicitation) {
        stage = form.elicit((FormElicitation) question, context);
      } else if (question instanceof UrlElicitation) {
        stage = url.elicit((UrlElicitation) question, context);
      } else if (question instanceof SamplingRequest) {
        stage = sampling.sample((SamplingRequest) question, context);
      } else {
        stage = roots.listRoots((RootsRequest) question, context);
      }
      return stage != null ? stage
          : CompletableFuture.failedFuture(new NullPointerException("the handler returned no stage"));
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }
}
