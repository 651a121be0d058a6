package io.mcpgen.runtime.state;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import java.util.Objects;

/**
 * A requestState token failed verification. {@link #reason()} says why, for logs and tests; the
 * client must only ever see the same generic error for every reason: JSON-RPC {@link #WIRE_CODE}
 * ({@code -32602}, invalid params) with {@link #wireData()} as its {@code data}, so that a probing
 * client learns nothing about which check failed.
 *
 * <p>Carries no stack trace: rejections are caused by clients, possibly at a high rate.
 */
public final class StateRejectedException extends Exception {

  private static final long serialVersionUID = 1L;

  /** The JSON-RPC error code for every rejected requestState: invalid params. */
  public static final int WIRE_CODE = -32602;

  /** The JSON-RPC error message for every rejected requestState. */
  public static final String WIRE_MESSAGE = "Invalid request state";

  private static final JsonObject WIRE_DATA = JsonObject.of("reason", JsonString.of("invalid_request_state"));

  private final RejectionReason reason;

  /** A rejection for the given reason. */
  public StateRejectedException(RejectionReason reason) {
    this(reason, null);
  }

  /** A rejection for the given reason, caused by a failure of a pluggable part (kept for logs). */
  public StateRejectedException(RejectionReason reason, Throwable cause) {
    super("requestState rejected: " + Objects.requireNonNull(reason, "reason"), cause, false, false);
    this.reason = reason;
  }

  /** Why the token was rejected. Log it; never send it. */
  public RejectionReason reason() {
    return reason;
  }

  /**
   * The JSON-RPC error {@code data} for every rejection, whatever the reason:
   * {@code {"reason":"invalid_request_state"}}.
   */
  public static JsonObject wireData() {
    return WIRE_DATA;
  }
}
