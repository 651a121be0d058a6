package io.mcpgen.runtime.state;

/** How a requestState token protects its contents. */
public enum Protection {
  /**
   * HMAC-SHA256: the client cannot change the token, but can read it (the claims and the payload
   * travel in clear, only base64url-encoded). Use only for state the client may see.
   */
  SIGNED,
  /**
   * AES-256-GCM: the client can neither read nor change the token. Use whenever the payload
   * carries user answers or anything else the client should not see.
   */
  SEALED
}
