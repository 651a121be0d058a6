package io.mcpgen.runtime.mrtr;

import io.mcpgen.runtime.json.CanonicalJson;
import io.mcpgen.runtime.json.JsonValue;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;

/** The digest an answer is pinned to: the question's canonical JSON, hashed. */
final class QuestionDigest {

  private QuestionDigest() {}

  static String of(JsonValue question) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(CanonicalJson.bytes(question));
      return Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(hash, 16));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }
}
