package io.mcpgen.runtime.state;

import static io.mcpgen.runtime.state.Fixtures.PAYLOAD;
import static io.mcpgen.runtime.state.Fixtures.assertRejected;
import static io.mcpgen.runtime.state.Fixtures.booking;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The three-step rotation of the javadoc, across two replicas that roll out one after the other. */
class RotationTest {

  private static final byte[] OLD = Fixtures.secret('o');
  private static final byte[] NEW = Fixtures.secret('n');

  private final TestClock clock = new TestClock();

  private RequestStateCodec.Builder replica() {
    return RequestStateCodec.builder().audience("orders").clock(clock);
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void theActiveKeyMintsEveryListedKeyVerifiesARetiredKeyIsRejected(Protection protection)
      throws StateRejectedException {
    RequestStateCodec before = replica().key("2026-08", OLD).build();
    String oldToken = before.mint(booking("alice"), 1, PAYLOAD, protection);

    // Step 1: the new key is listed everywhere but does not mint yet.
    RequestStateCodec step1 = replica().key("2026-08", OLD).key("2026-11", NEW).activeKey("2026-08").build();
    assertEquals("2026-08", step1.activeKeyId());
    step1.verify(oldToken, booking("alice"));
    before.verify(step1.mint(booking("alice"), 1, PAYLOAD, protection), booking("alice"));

    // Step 2: the new key mints; a replica still at step 1 verifies it, and old tokens still verify.
    RequestStateCodec step2 = replica().key("2026-08", OLD).key("2026-11", NEW).activeKey("2026-11").build();
    String newToken = step2.mint(booking("alice"), 1, PAYLOAD, protection);
    step1.verify(newToken, booking("alice"));
    step2.verify(oldToken, booking("alice"));
    assertRejected(RejectionReason.UNKNOWN_KEY, () -> before.verify(newToken, booking("alice")));

    // Step 3: the old key is retired; its tokens are rejected, new ones still verify.
    RequestStateCodec step3 = replica().key("2026-11", NEW).build();
    step3.verify(newToken, booking("alice"));
    assertRejected(RejectionReason.UNKNOWN_KEY, () -> step3.verify(oldToken, booking("alice")));
  }
}
