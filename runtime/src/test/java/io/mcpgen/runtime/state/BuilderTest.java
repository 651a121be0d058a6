package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class BuilderTest {

  private static final byte[] KEY = Fixtures.SECRET_A;

  @Test
  void defaults() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("orders").key("k1", KEY).key("k2", Fixtures.SECRET_B)
        .build();
    assertEquals("orders", codec.audience());
    assertEquals("k1", codec.activeKeyId(), "the first key added is active");
    assertEquals(Duration.ofSeconds(600), codec.ttl());
  }

  @Test
  void keysShorterThan32BytesAreRefused() {
    for (int length : new int[] {0, 1, 16, 31}) {
      String message = refused(() -> RequestStateCodec.builder().audience("orders").key("2026-11", new byte[length])
          .build());
      assertTrue(message.contains("key \"2026-11\" is " + length + " bytes"), message);
      assertTrue(message.contains("at least 32 bytes"), message);
    }
    RequestStateCodec.builder().audience("orders").key("k", new byte[32]).build();
  }

  @Test
  void aShortRetiredKeyIsRefusedToo() {
    String message = refused(() -> RequestStateCodec.builder().audience("orders").key("new", KEY)
        .key("old", new byte[20]).build());
    assertTrue(message.contains("key \"old\" is 20 bytes"), message);
  }

  @Test
  void theSecretIsCopied() throws StateRejectedException {
    byte[] secret = Fixtures.secret('c');
    RequestStateCodec.Builder builder = RequestStateCodec.builder().audience("orders").key("k", secret);
    java.util.Arrays.fill(secret, (byte) 0);
    RequestStateCodec codec = builder.build();
    RequestStateCodec original = RequestStateCodec.builder().audience("orders").key("k", Fixtures.secret('c')).build();
    original.verify(codec.mint(Fixtures.booking("a"), 0, Fixtures.PAYLOAD, Protection.SIGNED), Fixtures.booking("a"));
  }

  @Test
  void missingOrWrongSettingsAreNamed() {
    assertTrue(refused(() -> RequestStateCodec.builder().key("k", KEY).build()).contains("audience is required"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("").key("k", KEY).build())
        .contains("audience is required"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").build()).contains("at least one key"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("k", KEY).key("k", KEY).build())
        .contains("listed twice"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("k", KEY).activeKey("x").build())
        .contains("active key \"x\" is not in the key ring [k]"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("", KEY).build()).contains("1 to 64"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("k".repeat(65), KEY).build())
        .contains("1 to 64"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("a key", KEY).build())
        .contains("printable ASCII"));
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("clé", KEY).build())
        .contains("printable ASCII"));
    for (Duration ttl : new Duration[] {Duration.ZERO, Duration.ofMillis(-1), Duration.ofNanos(999),
        Duration.ofDays(1).plusMillis(1)}) {
      assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("k", KEY).ttl(ttl).build())
          .contains("ttl must be"), ttl.toString());
    }
    RequestStateCodec.builder().audience("a").key("k", KEY).ttl(Duration.ofDays(1)).build();
    for (int max : new int[] {0, 255, 16 * 1024 * 1024 + 1}) {
      assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("k", KEY).maxTokenLength(max).build())
          .contains("maxTokenLength must be"));
    }
    StateVerifier weak = new StateVerifierTest.FakeKms() {
      @Override
      public int tagLength() {
        return 8;
      }
    };
    assertTrue(refused(() -> RequestStateCodec.builder().audience("a").key("k", KEY).verifier(weak).build())
        .contains("tagLength() must be between 16"));
  }

  @Test
  void nullsAreRefusedWhereTheyAreSet() {
    RequestStateCodec.Builder builder = RequestStateCodec.builder();
    assertThrows(NullPointerException.class, () -> builder.audience(null));
    assertThrows(NullPointerException.class, () -> builder.key(null, KEY));
    assertThrows(NullPointerException.class, () -> builder.key("k", null));
    assertThrows(NullPointerException.class, () -> builder.clock(null));
    assertThrows(NullPointerException.class, () -> builder.ttl(null));
    assertThrows(NullPointerException.class, () -> builder.replayGuard(null));
    assertThrows(NullPointerException.class, () -> builder.verifier(null));
  }

  private static String refused(Executable build) {
    return assertThrows(IllegalStateException.class, build).getMessage();
  }
}
