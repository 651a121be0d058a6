package io.mcpgen.runtime.typed;

import io.mcpgen.runtime.mrtr.SamplingRequest;
import io.mcpgen.runtime.client.InputContext;

/**
 * Answers sampling requests in a typed client with the protocol's {@code CreateMessageResult}
 * (or the runtime's {@code SamplingAnswer} when the interface names no protocol type). To refuse,
 * throw {@code InputRefusedException}: the call then stops, declined, without a retry.
 *
 * @param <R> the answer's type
 */
@FunctionalInterface
public interface SamplingHook<R> {

  /** The model's answer; respect {@code request.maxTokens()} and keep a human in the loop. */
  R sample(SamplingRequest request, InputContext context) throws Exception;
}
