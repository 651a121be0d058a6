package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.CanonicalJson;
import io.mcpgen.json.JsonValue;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The digest an answer is pinned to: the question's canonical JSON, hashed.
 *
 * <p>A handler builds its questions anew on every round, and a server asks the same few again and
 * again, while the canonical form and its SHA-256 cost several times what comparing two questions
 * does. So the digests of recent questions are kept, by the question's JSON: two trees that are
 * equal (members in any order, numbers by value) have the same canonical form, so a kept digest is
 * the one computing would give. Only questions whose canonical form is small are kept, and at
 * most {@link #KEPT_AT_MOST} of them; when that many are kept the memo starts over.
 */
final class QuestionDigest {

  static final int KEPT_AT_MOST = 128;
  static final int KEPT_CANONICAL_BYTES = 4096;

  private static final ConcurrentHashMap<JsonValue, String> RECENT = new ConcurrentHashMap<>();

  private QuestionDigest() {}

  static String of(JsonValue question) {
    String kept = RECENT.get(question);
    if (kept != null) {
      return kept;
    }
    byte[] canonical = CanonicalJson.bytes(question);
    String digest = digest(canonical);
    if (canonical.length <= KEPT_CANONICAL_BYTES) {
      if (RECENT.size() >= KEPT_AT_MOST) {
        RECENT.clear();
      }
      RECENT.put(question, digest);
    }
    return digest;
  }

  /** How many digests are kept now. */
  static int kept() {
    return RECENT.size();
  }

  private static String digest(byte[] canonical) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(canonical);
      return Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(hash, 16));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }
}
