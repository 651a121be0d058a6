package io.mcpgen.oauth.client;

import java.util.Objects;

/**
 * A client's identity at one authorization server, and how it proves it at the token endpoint: a
 * secret ({@code client_secret_basic}, or {@code client_secret_post} where only that is offered),
 * a key that signs JWT client assertions ({@code private_key_jwt}, RFC 7523), or neither (a public
 * client).
 *
 * @param clientId the {@code client_id}
 * @param clientSecret the secret, or null
 * @param assertionKey the key for {@code private_key_jwt}, or null
 */
public record ClientCredentials(String clientId, String clientSecret, ClientAssertionKey assertionKey) {

  public ClientCredentials {
    Objects.requireNonNull(clientId, "clientId");
    if (clientSecret != null && assertionKey != null) {
      throw new IllegalArgumentException("a client authenticates with a secret or with a key, not both");
    }
  }

  /** A client with a secret, or a public client when {@code clientSecret} is null. */
  public ClientCredentials(String clientId, String clientSecret) {
    this(clientId, clientSecret, null);
  }

  /** A client that authenticates with {@code private_key_jwt}: assertions signed with {@code key}. */
  public static ClientCredentials privateKeyJwt(String clientId, ClientAssertionKey key) {
    return new ClientCredentials(clientId, null, Objects.requireNonNull(key, "key"));
  }

  /** Whether the client can authenticate itself (a secret or a key): what the client credentials grant needs. */
  public boolean confidential() {
    return clientSecret != null || assertionKey != null;
  }

  /** Never prints the secret or the key. */
  @Override
  public String toString() {
    return "ClientCredentials[clientId=" + clientId + (clientSecret == null ? "" : ", clientSecret=(set)")
        + (assertionKey == null ? "" : ", assertionKey=" + assertionKey) + "]";
  }
}
