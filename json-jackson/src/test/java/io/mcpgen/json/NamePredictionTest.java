package io.mcpgen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The byte reader first compares a member name with the known name that followed the previous
 * one last time. A guess only saves work: whatever was guessed, the names read are the names
 * written, and inputs are refused exactly as before.
 */
class NamePredictionTest {

  private static final JsonName ALPHA = JsonName.of("pAlpha");
  private static final JsonName BETA = JsonName.of("pBeta");
  private static final JsonName GAMMA = JsonName.of("pGamma");
  private static final JsonName LONG = JsonName.of("io.example/a-rather-long-member-name");
  private static final JsonName SHORT = JsonName.of("p");
  private static final JsonName EMPTY = JsonName.of("");

  /** The names of a flat object, in order, as the byte reader reads them. */
  private static List<String> names(String json) {
    JsonReader in = Json.reader(json.getBytes(StandardCharsets.UTF_8));
    List<String> names = new ArrayList<>();
    in.beginObject();
    while (in.hasNext()) {
      names.add(in.nextName());
      in.skipValue();
    }
    in.endObject();
    return names;
  }

  private static String object(String... names) {
    StringBuilder json = new StringBuilder("{");
    for (int i = 0; i < names.length; i++) {
      json.append(i == 0 ? "" : ",").append('"').append(names[i]).append("\":").append(i);
    }
    return json.append('}').toString();
  }

  @Test
  void namesAreReadAsWrittenWhateverOrderCameBefore() {
    String[][] orders = {
      {"pAlpha", "pBeta", "pGamma"}, {"pAlpha", "pGamma", "pBeta"}, {"pBeta", "pAlpha", "p", ""},
      {"pAlpha", "pBeta", "io.example/a-rather-long-member-name", "pGamma"}, {"pAlpha", "other", "pBeta"},
      {"pAlpha", "pBeta", "pGamma"}
    };
    for (int round = 0; round < 3; round++) {
      for (String[] order : orders) {
        assertEquals(List.of(order), names(object(order)));
      }
    }
    List<String> read = names(object("pAlpha", "pBeta", "io.example/a-rather-long-member-name", "pGamma", "p", ""));
    assertSame(ALPHA.value(), read.get(0));
    assertSame(BETA.value(), read.get(1));
    assertSame(LONG.value(), read.get(2));
    assertSame(GAMMA.value(), read.get(3));
    assertSame(SHORT.value(), read.get(4));
    assertSame(EMPTY.value(), read.get(5));
  }

  @Test
  void aGuessThatIsAPrefixOrAnExtensionOfTheNameIsNotTaken() {
    for (int round = 0; round < 3; round++) {
      assertEquals(List.of("pAlpha", "pBeta"), names(object("pAlpha", "pBeta")));
      assertEquals(List.of("pAlpha", "pBetamax"), names(object("pAlpha", "pBetamax")));
      assertEquals(List.of("pAlpha", "pBet"), names(object("pAlpha", "pBet")));
      assertEquals(List.of("pAlpha", "pBeta "), names(object("pAlpha", "pBeta ")));
      assertEquals(List.of("pAlpha", "pBeta"), names("{\"pAlpha\":0,\"p\\u0042eta\":1}"));
      assertEquals(List.of("pAlpha", "pBeta\u00e9"), names(object("pAlpha", "pBeta\u00e9")));
      assertEquals(List.of("pAlpha", "p"), names(object("pAlpha", "p")));
      assertEquals(List.of("pAlpha", "pB"), names(object("pAlpha", "pB")));
      assertEquals(List.of("pAlpha", "io.example/a-rather-long-member-nam"),
          names(object("pAlpha", "io.example/a-rather-long-member-nam")));
    }
  }

  @Test
  void freeFormKeysAreGuessedToo() {
    names(object("pAlpha", "freeKeyA", "freeKeyB", "pBeta"));
    NameCache.Entry alpha = entry("pAlpha");
    NameCache.Entry guess = NameCache.SHARED.firstGuess(alpha);
    assertEquals("freeKeyA", guess.name, "a known name guesses the free-form key after it");
    assertEquals("freeKeyB", NameCache.SHARED.firstGuess(guess).name, "and a free-form key the next one");
    assertSame(BETA.value(), NameCache.SHARED.firstGuess(NameCache.SHARED.firstGuess(guess)).name);
  }

  @Test
  void aNameFollowedByOneOfTwoKeepsBothAsGuesses() {
    names(object("pAlpha", "pBeta"));
    names(object("pAlpha", "pGamma"));
    NameCache.Entry alpha = entry("pAlpha");
    assertSame(GAMMA.value(), NameCache.SHARED.firstGuess(alpha).name);
    assertSame(BETA.value(), NameCache.SHARED.secondGuess(alpha).name);
    names(object("pAlpha", "pBeta"));
    assertSame(GAMMA.value(), NameCache.SHARED.firstGuess(alpha).name, "a guess that spelled the name is left as it was");
    assertSame(BETA.value(), NameCache.SHARED.secondGuess(alpha).name);
    names(object("pAlpha", "p"));
    assertSame(SHORT.value(), NameCache.SHARED.firstGuess(alpha).name, "a third name pushes the older guess out");
    assertSame(GAMMA.value(), NameCache.SHARED.secondGuess(alpha).name);
  }

  @Test
  void aGuessWhoseSlotAnotherNameTookIsCheckedLikeAnyOther() {
    String[] order = {"pAlpha", "freeKeyC", "freeKeyD", "pBeta"};
    for (int round = 0; round < 3; round++) {
      assertEquals(List.of(order), names(object(order)));
      for (int i = 0; i < 3_000; i++) { // other free-form keys take the recent table's slots
        String other = "churn" + round + "-" + i;
        assertEquals(List.of("pAlpha", other, "pBeta"), names(object("pAlpha", other, "pBeta")));
      }
      assertEquals(List.of(order), names(object(order)));
      assertEquals(List.of("pAlpha", "freeKeyC", "freeKeyE", "pBeta"), names(object("pAlpha", "freeKeyC", "freeKeyE", "pBeta")));
    }
  }

  /** The cache's entry for a plain ASCII name it holds. */
  private static NameCache.Entry entry(String name) {
    byte[] bytes = name.getBytes(StandardCharsets.US_ASCII);
    return NameCache.SHARED.known(bytes, 0, bytes.length, NameCache.hash(bytes, 0, bytes.length),
        NameCache.tail(bytes, 0, bytes.length));
  }

  @Test
  void truncatedAndDamagedDocumentsAreRefusedAsWithoutGuesses() {
    byte[] text = object("pAlpha", "pBeta", "io.example/a-rather-long-member-name", "p", "").getBytes(StandardCharsets.UTF_8);
    names(new String(text, StandardCharsets.UTF_8)); // the guesses learned
    for (int length = 0; length <= text.length; length++) {
      byte[] prefix = Arrays.copyOf(text, length);
      sameOutcome(prefix);
      for (byte b : new byte[] {'"', '\\', ':', 0x01, (byte) 0xc3, 'x'}) {
        for (int at = 0; at < length; at++) {
          byte[] damaged = prefix.clone();
          damaged[at] = b;
          sameOutcome(damaged);
        }
      }
    }
  }

  private static void sameOutcome(byte[] json) {
    String where = new String(json, StandardCharsets.UTF_8);
    JsonValue jackson;
    try {
      jackson = JacksonBackend.parse(json);
    } catch (JsonException e) {
      JsonException ours = assertThrows(JsonException.class, () -> Json.parse(json), where);
      assertEquals(e.isSyntaxError(), ours.isSyntaxError(), where);
      return;
    }
    assertEquals(Utf8JsonDifferentialTest.normalize(jackson), Json.parse(json), where);
  }

  @Test
  void threadsReadingDifferentOrdersReadTheirOwnNames() throws Exception {
    String[][] orders = {
      {"pAlpha", "pBeta", "pGamma", "p"}, {"pGamma", "pBeta", "pAlpha", ""}, {"pBeta", "p", "pGamma", "pAlpha"},
      {"pAlpha", "io.example/a-rather-long-member-name", "pBeta", "pBetamax"}
    };
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Callable<Boolean>> tasks = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int first = t;
        tasks.add(() -> {
          for (int i = 0; i < 20_000; i++) {
            String[] order = orders[(first + i % 3) % orders.length];
            if (!names(object(order)).equals(List.of(order))) {
              return false;
            }
          }
          return true;
        });
      }
      for (Future<Boolean> result : pool.invokeAll(tasks)) {
        assertTrue(result.get());
      }
    } finally {
      pool.shutdown();
    }
  }
}
