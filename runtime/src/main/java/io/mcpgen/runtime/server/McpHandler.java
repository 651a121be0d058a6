package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import java.util.Objects;

/**
 * The handler of one tool, prompt or resource, called once per round. This is the lowest-level
 * SPI; most code uses one of the two styles built on it:
 *
 * <ul>
 *   <li>{@link #declared(DeclaredInputsHandler)}: the handler declares up front which inputs it
 *       needs; every missing one is asked in one round; its body runs once, with all of them.
 *   <li>{@link #sequential(SequentialHandler)}: the handler asks as it goes through an
 *       {@link SequentialContext}; it runs again on every round, and the first unanswered question ends the
 *       round.
 * </ul>
 *
 * <p>A handler runs on the engine's executor. It must not keep state between rounds in memory:
 * another server instance may serve the next round. What it needs later goes into the answers and
 * notes the engine keeps in the sealed requestState.
 */
@FunctionalInterface
public interface McpHandler {

  /**
   * Handles one round.
   *
   * @throws McpErrorException to answer with a JSON-RPC error
   * @throws MissingCapabilityException to answer with {@code -32021}
   * @throws Exception anything else becomes {@code -32603} (logged, not sent)
   */
  RoundResult handle(RoundContext round) throws Exception;

  /**
   * Whether this handler may ask the client for input, and so needs the engine's requestState
   * codec: {@link McpServerEngine.Builder#build()} refuses to build without one. The two styles
   * below say so; a plain handler that asks marks itself with {@link #askingInput}.
   */
  default boolean asksForInput() {
    return false;
  }

  /**
   * Whether this handler of a task-supporting tool decides itself when the call becomes a task
   * (by returning {@link RoundResult#continueAsTask}), for instance after asking for input
   * synchronously. When false (the default) the engine creates the task before the handler runs,
   * and everything the handler asks goes into the task's {@code inputRequests}.
   */
  default boolean escalatesToTask() {
    return false;
  }

  /**
   * {@code handler}, marked as one that runs synchronously first and returns
   * {@link RoundResult#continueAsTask} when the call should become a task
   * ({@link #escalatesToTask()}); it may ask for input before that.
   */
  static McpHandler escalating(McpHandler handler) {
    Objects.requireNonNull(handler, "handler");
    return new McpHandler() {
      @Override
      public RoundResult handle(RoundContext round) throws Exception {
        return handler.handle(round);
      }

      @Override
      public boolean asksForInput() {
        return true;
      }

      @Override
      public boolean escalatesToTask() {
        return true;
      }
    };
  }

  /** {@code handler}, marked as one that may ask for input ({@link #asksForInput()}). */
  static McpHandler askingInput(McpHandler handler) {
    return new InputAskingHandler(handler);
  }

  /** A handler in the declared-inputs style. */
  static McpHandler declared(DeclaredInputsHandler handler) {
    return new DeclaredInputsAdapter(handler);
  }

  /** A handler in the sequential style. */
  static McpHandler sequential(SequentialHandler handler) {
    return new SequentialAdapter(handler, JsonObject.empty());
  }

  /**
   * A handler in the sequential style that cannot run without the client capabilities
   * {@code required} (a {@code ClientCapabilities}-shaped object, e.g. {@code {"roots":{}}} or
   * {@code {"elicitation":{"form":{}}}}): a request whose client did not declare them all ends with
   * {@code -32021} naming what is missing, on its first round, before the handler runs and so
   * before anything is asked. What the handler asks only on some paths, and can do without, stays
   * out of {@code required}.
   */
  static McpHandler sequential(JsonObject required, SequentialHandler handler) {
    return new SequentialAdapter(handler, Objects.requireNonNull(required, "required"));
  }

  /** A handler that never asks for input. */
  static McpHandler simple(SimpleHandler handler) {
    return round -> RoundResult.complete(handler.handle(round));
  }

  /** A handler that needs no input: the round's params in, the result out. */
  @FunctionalInterface
  interface SimpleHandler {
    JsonObject handle(RoundContext call) throws Exception;
  }
}
