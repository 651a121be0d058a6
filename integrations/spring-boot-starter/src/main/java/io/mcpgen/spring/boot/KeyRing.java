package io.mcpgen.spring.boot;

import io.mcpgen.runtime.state.RequestStateCodec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The requestState keys, for applications that keep them somewhere other than properties (a
 * vault, a KMS): declare a {@code KeyRing} bean and the starter uses it instead of
 * {@code mcpgen.request-state.keys}. Every key verifies; the active one mints. Every replica that
 * may serve a retry needs the same ring (see {@link RequestStateCodec} on rotation).
 *
 * <pre>{@code
 * @Bean
 * KeyRing mcpKeys(Vault vault) {
 *   return KeyRing.builder()
 *       .key("2026-08", vault.secret("mcp/2026-08"))
 *       .key("2026-11", vault.secret("mcp/2026-11"))
 *       .activeKey("2026-11")
 *       .build();
 * }
 * }</pre>
 */
public final class KeyRing {

  private final Map<String, byte[]> keys;
  private final String activeKey;

  private KeyRing(Map<String, byte[]> keys, String activeKey) {
    this.keys = keys;
    this.activeKey = activeKey;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The key ids, in the order added. */
  public List<String> keyIds() {
    return List.copyOf(keys.keySet());
  }

  /** The id of the key that mints. */
  public String activeKey() {
    return activeKey;
  }

  /** Adds every key to {@code codec} and makes the active one mint. */
  void applyTo(RequestStateCodec.Builder codec) {
    keys.forEach(codec::key);
    codec.activeKey(activeKey);
  }

  /** Builds a {@link KeyRing}. */
  public static final class Builder {
    private final Map<String, byte[]> keys = new LinkedHashMap<>();
    private String activeKey;

    private Builder() {}

    /** Adds a key: at least 32 random bytes, copied. */
    public Builder key(String id, byte[] secret) {
      Objects.requireNonNull(id, "id");
      if (keys.putIfAbsent(id, Objects.requireNonNull(secret, "secret").clone()) != null) {
        throw new IllegalArgumentException("key \"" + id + "\" is in the ring twice");
      }
      return this;
    }

    /** The id of the key that mints; default the first added. */
    public Builder activeKey(String id) {
      this.activeKey = Objects.requireNonNull(id, "id");
      return this;
    }

    /** @throws IllegalStateException without keys, or with an active key that is not in the ring */
    public KeyRing build() {
      if (keys.isEmpty()) {
        throw new IllegalStateException("a KeyRing needs at least one key");
      }
      List<String> ids = new ArrayList<>(keys.keySet());
      String active = activeKey != null ? activeKey : ids.get(0);
      if (!keys.containsKey(active)) {
        throw new IllegalStateException("the active key \"" + active + "\" is not in the ring " + ids);
      }
      return new KeyRing(new LinkedHashMap<>(keys), active);
    }
  }
}
