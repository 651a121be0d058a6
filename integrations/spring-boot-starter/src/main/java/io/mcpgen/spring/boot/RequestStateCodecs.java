package io.mcpgen.spring.boot;

import io.mcpgen.runtime.state.KeyRingSource;
import io.mcpgen.runtime.state.ReplayGuard;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.util.Base64;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the requestState codec from {@code mcpgen.request-state.*} or a {@link KeyRingSource} bean (a
 * {@link io.mcpgen.runtime.state.KeyRing} built in code, a {@link io.mcpgen.runtime.state.KeyRingFile}).
 * Every failure names the property to fix; there is never a random key, which would make every
 * retry that reaches another instance (or comes after a restart) fail.
 */
final class RequestStateCodecs {

  static final String KEYS_PROPERTY = "mcpgen.request-state.keys";

  /** A Spring placeholder, {@code ${NAME}} or {@code ${NAME:default}}, left unresolved. */
  private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}:]+)(?::[^}]*)?}");

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
        throw new McpgenConfigurationException("No requestState key: " + KEYS_PROPERTY + " is empty and there is no "
            + "KeyRing (or KeyRingFile) bean", "Set " + KEYS_PROPERTY + ".<id> to the base64 of at least "
            + RequestStateCodec.MIN_KEY_LENGTH + " random bytes (openssl rand -base64 32), the same on every "
            + "instance, or declare a KeyRing bean; mcpgen makes up no random key, as a retry that reached another "
            + "instance, or came after a restart, would fail");
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
      throw new McpgenConfigurationException(where + ": " + wrong.getMessage(), "Correct " + where
          + " as described: keys of at least " + RequestStateCodec.MIN_KEY_LENGTH + " random bytes, an active key "
          + "among them", wrong);
    }
  }

  private static byte[] decode(String id, String secret) {
    String property = KEYS_PROPERTY + "." + id;
    String remedy = "the base64 of at least " + RequestStateCodec.MIN_KEY_LENGTH
        + " random bytes (openssl rand -base64 32), the same on every instance";
    if (secret == null || secret.isBlank()) {
      throw new McpgenConfigurationException(property + " is empty", "Give it " + remedy);
    }
    String text = secret.strip();
    Matcher placeholder = PLACEHOLDER.matcher(text);
    if (placeholder.find()) {
      // Spring leaves a placeholder it cannot resolve as it was written: say so, not "not base64".
      throw new McpgenConfigurationException(property + " is " + placeholder.group() + ", a placeholder nothing "
          + "resolved", "Set the environment variable or property " + placeholder.group(1) + " to " + remedy);
    }
    try {
      return text.indexOf('-') >= 0 || text.indexOf('_') >= 0 ? Base64.getUrlDecoder().decode(text)
          : Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException notBase64) {
      // The value itself is a secret: never in the message.
      throw new McpgenConfigurationException(property + " is not base64 (standard or URL alphabet)",
          "Give it " + remedy);
    }
  }
}
