package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;

/**
 * A handler that says up front which inputs it needs (elicitation forms or URLs, sampling, roots),
 * each under a key, possibly computed from the arguments. The engine asks for every missing input
 * in one round, keeps the answers sealed in the requestState across rounds, and calls
 * {@link #run} exactly once, when every required input has an answer: no side effect repeats.
 *
 * <p>{@link #declare} runs on every round and must give the same questions for the same call; a
 * question whose wording or schema changes is asked again.
 */
public interface DeclaredInputsHandler {

  /** The inputs this call needs. */
  InputDeclarations declare(RoundContext call) throws Exception;

  /**
   * Produces the final result, with every required input answered (a declined or cancelled
   * elicitation included, as a typed answer).
   */
  JsonObject run(RoundContext call, Answers answers) throws Exception;
}
