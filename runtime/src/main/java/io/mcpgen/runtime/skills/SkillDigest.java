package io.mcpgen.runtime.skills;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The digest of a skill file as SEP-2640 writes it: {@code sha256:} and 64 lowercase hex digits. */
public final class SkillDigest {

  private SkillDigest() {}

  /** The digest of these raw bytes. */
  public static String of(byte[] content) {
    try {
      return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
    } catch (NoSuchAlgorithmException missing) {
      // Every Java platform must provide SHA-256.
      throw new IllegalStateException("SHA-256 is not available", missing);
    }
  }
}
