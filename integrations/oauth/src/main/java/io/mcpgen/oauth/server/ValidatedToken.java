package io.mcpgen.oauth.server;

import java.time.Instant;
import java.util.Objects;
import java.util.Set;

/**
 * What a valid access token says.
 *
 * @param subject whom it speaks for ({@code sub}): the principal requestState is bound to
 * @param scopes its scopes
 * @param expiresAt when it expires, or null when not said
 */
public record ValidatedToken(String subject, Set<String> scopes, Instant expiresAt) {

  public ValidatedToken {
    Objects.requireNonNull(subject, "subject");
    scopes = Set.copyOf(scopes);
  }
}
