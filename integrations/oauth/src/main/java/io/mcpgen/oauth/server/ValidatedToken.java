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
 * @param jkt the thumbprint of the key it is bound to ({@code cnf.jkt}, RFC 9449 section 6), or
 *     null for a bearer token
 */
public record ValidatedToken(String subject, Set<String> scopes, Instant expiresAt, String jkt) {

  public ValidatedToken {
    Objects.requireNonNull(subject, "subject");
    scopes = Set.copyOf(scopes);
  }

  /** A bearer token (bound to no key). */
  public ValidatedToken(String subject, Set<String> scopes, Instant expiresAt) {
    this(subject, scopes, expiresAt, null);
  }
}
