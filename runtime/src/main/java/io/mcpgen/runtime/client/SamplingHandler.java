package io.mcpgen.runtime.client;

import io.mcpgen.runtime.mrtr.SamplingAnswer;
import io.mcpgen.runtime.mrtr.SamplingRequest;
import java.util.concurrent.CompletionStage;

/**
 * Answers sampling requests with the client's model. Registering one declares {@code sampling}
 * (plus {@code sampling.tools} and {@code sampling.context} when the handler says it supports
 * them). Respect {@code maxTokens}, and keep a human in the loop. To refuse, complete with
 * {@link InputRefusedException}: the call then stops as {@link CallOutcome.Declined}.
 */
@FunctionalInterface
public interface SamplingHandler {

  CompletionStage<SamplingAnswer> sample(SamplingRequest request, InputContext context);

  /** Whether tool-enabled sampling is supported (declares {@code sampling.tools}). */
  default boolean supportsTools() {
    return false;
  }

  /** Whether {@code includeContext} other than {@code none} is supported (declares {@code sampling.context}). */
  default boolean supportsContext() {
    return false;
  }
}
