package io.mcpgen.oauth.client;

import java.util.Optional;

/**
 * Where the authorizer keeps tokens, by protected resource identifier: a token is only ever sent
 * to the resource it was issued for. {@link InMemoryTokenStore} by default; a desktop app may keep
 * them in the platform's credential store.
 */
public interface TokenStore {

  /** The tokens for {@code resource}, if any. */
  Optional<Tokens> get(String resource);

  /** Replaces the tokens for {@code resource}. */
  void put(String resource, Tokens tokens);

  /** Forgets the tokens for {@code resource}. */
  void remove(String resource);
}
