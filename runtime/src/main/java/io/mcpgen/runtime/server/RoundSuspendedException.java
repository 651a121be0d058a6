package io.mcpgen.runtime.server;

/**
 * Thrown by {@link SequentialContext} to end the round when a question has no answer yet (or the handler
 * yields). Let it pass: the engine catches it and asks the client. Even when a handler swallows it,
 * the round still ends with the questions asked, whatever the handler then returns.
 */
public final class RoundSuspendedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  RoundSuspendedException() {
    super("the round ends here: the client is asked for input", null, false, false);
  }
}
