package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;

/**
 * A call's request on the wire, as a {@link SessionConnection} sees it when the server asks the
 * client something during the call (the 2025 era's way to ask for input): the session answers
 * with the call's handlers, under the call's limits.
 */
public interface CallInFlight {

  /** The call's method, e.g. {@code tools/call}. */
  String method();

  /** The call's params (name, arguments or uri), without {@code _meta}. */
  JsonObject params();

  /** Which request of the call this is (1-based). */
  int round();

  CallOptions options();

  /**
   * Counts one question of the server against the call's rounds.
   *
   * @return false once past {@code maxRounds - 1} questions (each stands for the retry it replaces)
   */
  boolean countServerRequest();

  /** A question is open: the reply timer waits (a person may take longer than a server may). */
  void pauseTimer();

  /** The question is answered: the reply timer starts again, with the full round timeout. */
  void resumeTimer();

  /** Ends the call with a failure the client decided (a handler failed, a limit was reached). */
  void fail(McpLocalException failure);

  /**
   * Ends the call as {@link CallOutcome.Declined}, as MRTR ends it: the user refused a sampling or
   * roots request of the server's, or no handler answers it.
   *
   * @param key what names the request (a session-based era's: the server's request id)
   * @param method {@code sampling/createMessage} or {@code roots/list}
   * @param reason the handler's reason
   */
  void decline(String key, String method, String reason);

  /** Runs {@code action} once the call's request has its outcome. */
  void onEnd(Runnable action);
}
