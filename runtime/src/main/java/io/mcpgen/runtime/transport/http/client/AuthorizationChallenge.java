package io.mcpgen.runtime.transport.http.client;

import java.io.IOException;
import java.util.List;

/**
 * A request refused with {@code 401} or {@code 403}: how the HTTP client transport fails a message
 * that its {@link HttpClientAuthorizer} could not, or would not, authorize.
 */
public final class AuthorizationChallenge extends IOException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final List<String> challenges;

  AuthorizationChallenge(int status, List<String> challenges) {
    super("HTTP " + status + (status == 401 ? " Unauthorized" : " Forbidden")
        + (challenges.isEmpty() ? "" : " (WWW-Authenticate: " + String.join(", ", challenges) + ")"));
    this.status = status;
    this.challenges = List.copyOf(challenges);
  }

  /** 401 or 403. */
  public int status() {
    return status;
  }

  /** The {@code WWW-Authenticate} values of the refusal; empty when it had none. */
  public List<String> challenges() {
    return challenges;
  }
}
