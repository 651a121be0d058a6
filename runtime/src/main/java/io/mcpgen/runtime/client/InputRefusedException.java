package io.mcpgen.runtime.client;

/**
 * Thrown (or used to complete the stage exceptionally) by an input handler whose user refused the
 * request. For sampling and roots, which have no decline answer, the call stops without a retry
 * and ends as {@link CallOutcome.Declined}. For an elicitation it is sent as
 * {@code {"action":"decline"}}, which the server handles.
 */
public final class InputRefusedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public InputRefusedException(String reason) {
    super(reason);
  }
}
