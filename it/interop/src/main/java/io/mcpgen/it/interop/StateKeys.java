package io.mcpgen.it.interop;

import io.mcpgen.runtime.state.RequestStateCodec;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The requestState key: {@code MCPGEN_STATE_KEY} (base64, at least 32 bytes) when set, so several
 * server processes can serve the rounds of one flow; otherwise a random key for this process.
 */
final class StateKeys {

  static final String VARIABLE = "MCPGEN_STATE_KEY";
  static final String AUDIENCE = "mcpgen-interop";

  private StateKeys() {}

  static RequestStateCodec codec(String configured) {
    return codecBuilder(configured).build();
  }

  /** The codec's settings with this key, to which the caller may add more. */
  static RequestStateCodec.Builder codecBuilder(String configured) {
    byte[] key;
    if (configured == null || configured.isBlank()) {
      key = new byte[32];
      new SecureRandom().nextBytes(key);
    } else {
      try {
        key = Base64.getDecoder().decode(configured.trim());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(VARIABLE + " is not valid base64");
      }
      if (key.length < 32) {
        throw new IllegalArgumentException(VARIABLE + " must hold at least 32 bytes; it holds " + key.length);
      }
    }
    return RequestStateCodec.builder().audience(AUDIENCE).key("interop", key);
  }
}
