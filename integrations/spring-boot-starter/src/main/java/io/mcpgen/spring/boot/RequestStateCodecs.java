package io.mcpgen.spring.boot;

import io.mcpgen.runtime.state.KeyRingSource;
import io.mcpgen.runtime.state.ReplayGuard;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.util.Base64;
import java.util.Map;

/**
 * Builds the requestState codec from {@code mcpgen.request-state.*} or a {@link KeyRingSource} bean (a
 * {@link io.mcpgen.runtime.state.KeyRing} built in code, a {@link io.mcpgen.runtime.state.KeyRingFile}).
 * Every failure names the property to fix; there is never a random key, which would make every
 * retry that reaches another instance (or comes after a restart) fail.
 */
final class RequestStateCodecs {

  static final String KEYS_PROPERTY = "mcpgen.request-state.keys";

  private RequestStateCodecs() {}

  static RequestStateCodec build(McpgenProperties.RequestState settings, String audience, KeyRingSource ring,
      ReplayGuard replayGuard) {
    RequestStateCodec.Builder codec = RequestStateCodec.builder()
        .audience(audience)
        .ttl(settings.getTtl())
        .requirePrincipal(settings.isRequirePrincipal());
    if (ring != null) {
      codec.keyRing(ring);
    } else {
      if (settings.getKeys().isEmpty()) {
        throw new IllegalStateException("No requestState key: set " + KEYS_PROPERTY + ".<id> to the base64 of at "
            + "least " + RequestStateCodec.MIN_KEY_LENGTH + " random bytes (openssl rand -base64 32), the same on "
            + "every instance, or declare a KeyRing (or KeyRingFile) bean. mcpgen makes up no random key: a retry that reached "
            + "another instance, or came after a restart, would fail.");
      }
      for (Map.Entry<String, String> key : settings.getKeys().entrySet()) {
        codec.key(key.getKey(), decode(key.getKey(), key.getValue()));
      }
      if (settings.getActiveKey() != null) {
        codec.activeKey(settings.getActiveKey());
      }
    }
    if (replayGuard != null) {
      codec.replayGuard(replayGuard);
    }
    try {
      return codec.build();
    } catch (IllegalStateException wrong) {
      String where = ring != null ? "the KeyRingSource bean" : "mcpgen.request-state";
      throw new IllegalStateException(where + ": " + wrong.getMessage(), wrong);
    }
  }

  private static byte[] decode(String id, String secret) {
    String property = KEYS_PROPERTY + "." + id;
    if (secret == null || secret.isBlank()) {
      throw new IllegalStateException(property + " is empty: give the base64 of at least "
          + RequestStateCodec.MIN_KEY_LENGTH + " random bytes");
    }
    String text = secret.strip();
    try {
      return text.indexOf('-') >= 0 || text.indexOf('_') >= 0 ? Base64.getUrlDecoder().decode(text)
          : Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException notBase64) {
      // The value itself is a secret: never in the message.
      throw new IllegalStateException(property + " is not base64 (standard or URL alphabet)");
    }
  }
}
