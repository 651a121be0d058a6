package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.mcpgen.json.Json;
import java.time.Clock;
import java.util.List;

/**
 * requestState verification on attacker-chosen text: {@link RequestStateCodec#verify} throws
 * nothing but {@link StateRejectedException}, and accepts no token but one it minted, for the
 * request it was minted for. Inputs are either raw text or a real minted token (signed or
 * sealed, with a replay guard or without) edited by the fuzzer.
 */
class RequestStateFuzzTest {

  private static final Clock CLOCK = Fixtures.CLOCK;
  /** A second key whose id differs from k1 in one bit, so an edited key id can name a real key. */
  private static final RequestStateCodec CODEC = Fixtures.builder(CLOCK).key("k3", Fixtures.SECRET_B).build();
  private static final RequestBinding ALICE = Fixtures.booking("alice");
  private static final RequestBinding BOB = Fixtures.booking("bob");
  private static final List<String> MINTED = List.of(
      CODEC.mint(ALICE, 0, Json.parse("{}"), Protection.SIGNED),
      CODEC.mint(ALICE, 3, Fixtures.PAYLOAD, Protection.SIGNED),
      CODEC.mint(ALICE, 1, Fixtures.PAYLOAD, Protection.SEALED),
      CODEC.mint(BOB, 7, Json.parse("[1,\"two\",null]"), Protection.SEALED));

  @FuzzTest(maxDuration = "24h")
  void verifyRejectsAnythingItDidNotMint(FuzzedDataProvider data) {
    String token;
    if (data.consumeBoolean()) {
      token = data.consumeRemainingAsString();
    } else {
      token = edit(MINTED.get(data.consumeInt(0, MINTED.size() - 1)), data);
    }
    for (RequestBinding binding : List.of(ALICE, BOB)) {
      try {
        CODEC.verify(token, binding);
        // Accepted: it must be a token minted for this very binding, unchanged.
        int index = MINTED.indexOf(token);
        if (index < 0 || (binding == ALICE) != (index < 3)) {
          fail("accepted a token it did not mint for this request: " + token);
        }
      } catch (StateRejectedException expected) {
        // The only way to refuse.
      }
    }
  }

  @FuzzTest(maxDuration = "24h")
  void singleUseTokensVerifyOnceAndEditsNever(FuzzedDataProvider data) throws StateRejectedException {
    // A fresh guard each time, so that earlier inputs neither fill it nor decide this one.
    RequestStateCodec singleUse = Fixtures.builder(CLOCK).replayGuard(new InMemoryReplayGuard(16, CLOCK)).build();
    String original = singleUse.mint(ALICE, data.consumeInt(0, 5), Fixtures.PAYLOAD,
        data.consumeBoolean() ? Protection.SEALED : Protection.SIGNED);
    String edited = edit(original, data);
    if (!edited.equals(original)) {
      try {
        singleUse.verify(edited, ALICE);
        fail("accepted an edited token: " + edited);
      } catch (StateRejectedException expected) {
        // Edited tokens are forgeries.
      }
    }
    assertEquals(Fixtures.PAYLOAD, singleUse.verify(original, ALICE).payload());
    try {
      singleUse.verify(original, ALICE);
      fail("a single-use token verified twice");
    } catch (StateRejectedException expected) {
      assertEquals(RejectionReason.REPLAYED, expected.reason());
    }
  }

  /** The token with a few fuzzer-chosen edits: replaced, inserted or deleted characters, a cut. */
  private static String edit(String token, FuzzedDataProvider data) {
    StringBuilder text = new StringBuilder(token);
    int edits = data.consumeInt(1, 4);
    for (int i = 0; i < edits && data.remainingBytes() > 0; i++) {
      int at = data.consumeInt(0, Math.max(0, text.length() - 1));
      switch (data.consumeInt(0, 3)) {
        case 0:
          if (text.length() > 0) {
            text.setCharAt(at, data.consumeChar());
          }
          break;
        case 1:
          text.insert(at, data.consumeChar());
          break;
        case 2:
          if (text.length() > 0) {
            text.deleteCharAt(at);
          }
          break;
        default:
          text.setLength(at);
      }
    }
    return text.toString();
  }
}
