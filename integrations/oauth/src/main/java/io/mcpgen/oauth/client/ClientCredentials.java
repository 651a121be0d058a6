package io.mcpgen.oauth.client;

import java.util.Objects;

/**
 * A client's identity at one authorization server.
 *
 * @param clientId the {@code client_id}
 * @param clientSecret the secret, or null for a public client
 */
public record ClientCredentials(String clientId, String clientSecret) {

  public ClientCredentials {
    Objects.requireNonNull(clientId, "clientId");
  }

  /** Never prints the secret. */
  @Override
  public String toString() {
    return "ClientCredentials[clientId=" + clientId + (clientSecret == null ? "" : ", clientSecret=(set)") + "]";
  }
}
