package io.mcpgen.runtime.mrtr;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.CanonicalJson;
import io.mcpgen.json.JsonObject;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/** The digests of recent questions are kept, and a kept digest is always the one computing gives. */
class QuestionDigestTest {

  /** The digest as the protocol defines it, computed here from scratch. */
  private static String computed(JsonObject question) throws Exception {
    byte[] hash = MessageDigest.getInstance("SHA-256").digest(CanonicalJson.bytes(question));
    return Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(hash, 16));
  }

  @Test
  void aQuestionAskedAgainGetsTheKeptDigest() throws Exception {
    JsonObject first = InputRequest.form("Ship how?", json("{\"type\":\"object\",\"properties\":{}}")).toJson();
    JsonObject again = InputRequest.form("Ship how?", json("{\"type\":\"object\",\"properties\":{}}")).toJson();
    String digest = QuestionDigest.of(first);
    assertEquals(computed(first), digest);
    assertSame(digest, QuestionDigest.of(again), "kept, not computed again");
  }

  /**
   * The memo finds a question by tree equality; each pair here is equal as trees, so the digest
   * kept for the first must be the one the second's own canonical form gives.
   */
  @Test
  void treesEqualAsJsonHaveOneCanonicalForm() throws Exception {
    String[][] pairs = {
      {"{\"m\":\"x\",\"n\":1.0}", "{\"n\":1,\"m\":\"x\"}"},
      {"{\"n\":1e2,\"k\":[1,2]}", "{\"k\":[1.0,2.00],\"n\":100}"},
      {"{\"s\":\"caf\\u00e9 \\ud83d\\ude00\",\"t\":{\"b\":true,\"a\":null}}", "{\"t\":{\"a\":null,\"b\":true},\"s\":\"café 😀\"}"},
      {"{\"big\":123456789012345678901234567890,\"d\":0.1}", "{\"d\":1e-1,\"big\":1.2345678901234567890123456789e29}"},
    };
    for (String[] pair : pairs) {
      JsonObject first = json(pair[0]);
      JsonObject second = json(pair[1]);
      assertEquals(first, second, pair[0]);
      String kept = QuestionDigest.of(first);
      assertEquals(computed(second), QuestionDigest.of(second), pair[1]);
      assertEquals(kept, computed(second), pair[1]);
    }
  }

  @Test
  void largeQuestionsAreNotKeptAndTheMemoStaysSmall() throws Exception {
    JsonObject large = InputRequest.form("x".repeat(QuestionDigest.KEPT_CANONICAL_BYTES), json("{\"type\":\"object\",\"properties\":{}}")).toJson();
    String digest = QuestionDigest.of(large);
    assertEquals(computed(large), digest);
    assertNotSame(digest, QuestionDigest.of(large));
    for (int i = 0; i < QuestionDigest.KEPT_AT_MOST * 2; i++) {
      JsonObject question = InputRequest.form("Question " + i + "?", json("{\"type\":\"object\",\"properties\":{}}")).toJson();
      assertEquals(computed(question), QuestionDigest.of(question));
      assertTrue(QuestionDigest.kept() <= QuestionDigest.KEPT_AT_MOST);
    }
  }
}
