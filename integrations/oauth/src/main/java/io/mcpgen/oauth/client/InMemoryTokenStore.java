package io.mcpgen.oauth.client;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Tokens in memory, gone with the process. */
public final class InMemoryTokenStore implements TokenStore {

  private final Map<String, Tokens> tokens = new ConcurrentHashMap<>();

  @Override
  public Optional<Tokens> get(String resource) {
    return Optional.ofNullable(tokens.get(resource));
  }

  @Override
  public void put(String resource, Tokens value) {
    tokens.put(resource, value);
  }

  @Override
  public void remove(String resource) {
    tokens.remove(resource);
  }
}
