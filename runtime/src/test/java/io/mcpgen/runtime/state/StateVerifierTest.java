package io.mcpgen.runtime.state;

import static io.mcpgen.runtime.state.Fixtures.PAYLOAD;
import static io.mcpgen.runtime.state.Fixtures.assertRejected;
import static io.mcpgen.runtime.state.Fixtures.booking;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class StateVerifierTest {

  /** Stands in for a KMS: HMAC-SHA512 under keys the codec never sees, one per key ring id. */
  static class FakeKms implements StateVerifier {
    final Map<String, byte[]> keys = Map.of("k1", Fixtures.secret('x'), "k2", Fixtures.secret('y'));
    final List<String> signed = new ArrayList<>();
    final List<String> verified = new ArrayList<>();

    @Override
    public int tagLength() {
      return 64;
    }

    @Override
    public byte[] sign(String keyId, byte[] data) {
      signed.add(keyId);
      return hmac(keyId, data);
    }

    @Override
    public boolean verify(String keyId, byte[] data, byte[] tag) {
      verified.add(keyId);
      return MessageDigest.isEqual(hmac(keyId, data), tag);
    }

    private byte[] hmac(String keyId, byte[] data) {
      try {
        Mac mac = Mac.getInstance("HmacSHA512");
        mac.init(new SecretKeySpec(keys.get(keyId), "HmacSHA512"));
        return mac.doFinal(data);
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  private final TestClock clock = new TestClock();
  private final FakeKms kms = new FakeKms();
  private final RequestStateCodec codec = Fixtures.builder(clock).verifier(kms).build();

  @ParameterizedTest
  @EnumSource(Protection.class)
  void theVerifierTagsAndChecksEveryToken(Protection protection) throws StateRejectedException {
    String token = codec.mint(booking("alice"), 4, PAYLOAD, protection);
    VerifiedState state = codec.verify(token, booking("alice"));

    assertEquals(PAYLOAD, state.payload());
    assertEquals(4, state.round());
    assertEquals(List.of("k1"), kms.signed);
    assertEquals(List.of("k1"), kms.verified);
  }

  @Test
  void inSignedModeTheVerifierTagReplacesTheHmac() {
    RequestStateCodec plain = Fixtures.codec(clock);
    int withHmac = Base64Url.decode(plain.mint(booking("alice"), 1, PAYLOAD, Protection.SIGNED)).length;
    int withVerifier = Base64Url.decode(codec.mint(booking("alice"), 1, PAYLOAD, Protection.SIGNED)).length;
    assertEquals(withHmac - 32 + 64, withVerifier);
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void theVerifierRunsBeforeAnyClaimIsRead(Protection protection) {
    String token = codec.mint(booking("alice"), 1, PAYLOAD, protection);
    RequestStateCodec refusing = Fixtures.builder(clock).verifier(new FakeKms() {
      @Override
      public boolean verify(String keyId, byte[] data, byte[] tag) {
        return false;
      }
    }).build();
    clock.advance(Duration.ofHours(1));
    // Expired and misbound too, but the verifier's refusal comes first.
    assertRejected(RejectionReason.BAD_TAG, () -> refusing.verify(token, booking("mallory")));
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void theCodecStillChecksExpiryAndBindings(Protection protection) {
    String token = codec.mint(booking("alice"), 1, PAYLOAD, protection);
    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> codec.verify(token, booking("bob")));
    assertRejected(RejectionReason.WRONG_REQUEST,
        () -> codec.verify(token, RequestBinding.of("prompts/get", Fixtures.BOOK_PARAMS, "alice")));
    RequestStateCodec otherAudience = Fixtures.builder(clock).audience("billing").verifier(kms).build();
    assertRejected(RejectionReason.WRONG_AUDIENCE, () -> otherAudience.verify(token, booking("alice")));
    clock.advance(RequestStateCodec.DEFAULT_TTL);
    assertRejected(RejectionReason.EXPIRED, () -> codec.verify(token, booking("alice")));
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void tokensWithAndWithoutTheVerifierAreNotInterchangeable(Protection protection) {
    RequestStateCodec plain = Fixtures.codec(clock);
    String verifierToken = codec.mint(booking("alice"), 1, PAYLOAD, protection);
    String plainToken = plain.mint(booking("alice"), 1, PAYLOAD, protection);
    assertRejected(RejectionReason.BAD_TAG, () -> plain.verify(verifierToken, booking("alice")));
    assertRejected(RejectionReason.BAD_TAG, () -> codec.verify(plainToken, booking("alice")));
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void everySingleBitFlipIsRejected(Protection protection) {
    byte[] bytes = Base64Url.decode(codec.mint(booking("alice"), 1, PAYLOAD, protection));
    for (int i = 0; i < bytes.length; i++) {
      for (int bit = 0; bit < 8; bit++) {
        byte[] flipped = bytes.clone();
        flipped[i] ^= (byte) (1 << bit);
        try {
          codec.verify(Base64Url.encode(flipped), booking("alice"));
          fail("accepted a flip of byte " + i + " bit " + bit);
        } catch (StateRejectedException expected) {
          assertNull(expected.getCause());
        }
      }
    }
  }

  @Test
  void aFailingVerifierRejectsTheTokenAndKeepsTheCause() {
    String token = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SIGNED);
    RuntimeException outage = new IllegalStateException("KMS unreachable");
    RequestStateCodec failing = Fixtures.builder(clock).verifier(new FakeKms() {
      @Override
      public boolean verify(String keyId, byte[] data, byte[] tag) {
        throw outage;
      }
    }).build();
    StateRejectedException rejection = assertThrows(StateRejectedException.class,
        () -> failing.verify(token, booking("alice")));
    assertEquals(RejectionReason.BAD_TAG, rejection.reason());
    assertSame(outage, rejection.getCause());
  }

  @Test
  void aTagOfTheWrongLengthFailsTheMint() {
    RequestStateCodec broken = Fixtures.builder(clock).verifier(new FakeKms() {
      @Override
      public byte[] sign(String keyId, byte[] data) {
        return new byte[63];
      }
    }).build();
    IllegalStateException failure = assertThrows(IllegalStateException.class,
        () -> broken.mint(booking("alice"), 1, PAYLOAD, Protection.SIGNED));
    assertTrue(failure.getMessage().contains("63 bytes"), failure.getMessage());
  }

  @Test
  void rotationWorksThroughTheVerifier() throws StateRejectedException {
    String oldToken = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    RequestStateCodec rotated = Fixtures.builder(clock).key("k2", Fixtures.SECRET_B).activeKey("k2")
        .verifier(kms).build();
    rotated.verify(oldToken, booking("alice"));
    String newToken = rotated.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    rotated.verify(newToken, booking("alice"));
    assertEquals(List.of("k1", "k2"), kms.signed);
    assertEquals(List.of("k1", "k2"), kms.verified);
  }
}
