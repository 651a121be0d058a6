package io.mcpgen.runtime.state;

import static io.mcpgen.runtime.state.Fixtures.BOOK_PARAMS;
import static io.mcpgen.runtime.state.Fixtures.PAYLOAD;
import static io.mcpgen.runtime.state.Fixtures.assertRejected;
import static io.mcpgen.runtime.state.Fixtures.booking;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RequestStateCodecTest {

  private final TestClock clock = new TestClock();
  private final RequestStateCodec codec = Fixtures.codec(clock);

  @ParameterizedTest
  @EnumSource(Protection.class)
  void aMintedTokenVerifiesWithEveryClaim(Protection protection) throws StateRejectedException {
    Instant minted = clock.instant();
    String token = codec.mint(booking("alice"), 3, PAYLOAD, protection);

    VerifiedState state = codec.verify(token, booking("alice"));

    assertEquals(3, state.round());
    assertEquals(PAYLOAD, state.payload());
    assertEquals(protection, state.protection());
    assertEquals(minted, state.issuedAt());
    assertEquals(minted.plus(RequestStateCodec.DEFAULT_TTL), state.expiresAt());
    assertTrue(state.tokenId().matches("[A-Za-z0-9_-]{16}"), state.tokenId());
    assertTrue(token.matches("[A-Za-z0-9_-]+"), "unpadded base64url");
  }

  /** A verified state may end up in a log: its text names the claims but never the payload. */
  @ParameterizedTest
  @EnumSource(Protection.class)
  void aVerifiedStateDoesNotPrintItsPayload(Protection protection) throws StateRejectedException {
    VerifiedState state = codec.verify(codec.mint(booking("alice"), 2, PAYLOAD, protection), booking("alice"));
    String text = state.toString();
    assertTrue(text.contains("round=2") && text.contains(state.tokenId()) && text.contains(protection.name()), text);
    assertTrue(!text.contains("toddler") && !text.contains("answers"), text);
  }

  @Test
  void everyTokenHasItsOwnId() throws StateRejectedException {
    String first = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    String second = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    assertNotEquals(first, second);
    assertNotEquals(codec.verify(first, booking("alice")).tokenId(), codec.verify(second, booking("alice")).tokenId());
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void aTokenFromAnotherKeyIsRejected(Protection protection) {
    String token = codec.mint(booking("alice"), 1, PAYLOAD, protection);
    RequestStateCodec sameIdOtherSecret = RequestStateCodec.builder().audience("orders")
        .key("k1", Fixtures.SECRET_B).clock(clock).build();
    RequestStateCodec otherId = RequestStateCodec.builder().audience("orders")
        .key("k2", Fixtures.SECRET_A).clock(clock).build();

    assertRejected(RejectionReason.BAD_TAG, () -> sameIdOtherSecret.verify(token, booking("alice")));
    assertRejected(RejectionReason.UNKNOWN_KEY, () -> otherId.verify(token, booking("alice")));
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void aTokenFromAnotherAudienceIsRejected(Protection protection) {
    RequestStateCodec billing = Fixtures.builder(clock).audience("billing").build();
    String token = billing.mint(booking("alice"), 1, PAYLOAD, protection);
    assertRejected(RejectionReason.WRONG_AUDIENCE, () -> codec.verify(token, booking("alice")));
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void aTokenOfAnotherPrincipalIsRejected(Protection protection) {
    String alices = codec.mint(booking("alice"), 1, PAYLOAD, protection);
    String anonymous = codec.mint(booking(null), 1, PAYLOAD, protection);

    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> codec.verify(alices, booking("bob")));
    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> codec.verify(alices, booking(null)));
    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> codec.verify(alices, booking("alice ")));
    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> codec.verify(anonymous, booking("alice")));
    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> codec.verify(anonymous, booking("")));
  }

  @Test
  void thePrincipalIsNeverInClear() {
    String principal = "alice.liddell@example.com";
    String token = codec.mint(booking(principal), 1, PAYLOAD, Protection.SIGNED);
    String decoded = new String(Base64Url.decode(token), java.nio.charset.StandardCharsets.ISO_8859_1);
    assertTrue(decoded.contains("confirm"), "a signed payload is readable, so this search can succeed");
    assertTrue(!decoded.contains("alice") && !decoded.contains("example"), "the principal must be hashed");
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void aTokenForAnotherToolArgumentsOrMethodIsRejected(Protection protection) {
    String token = codec.mint(booking("alice"), 1, PAYLOAD, protection);

    JsonObject otherTool = BOOK_PARAMS.with("name", JsonString.of("cancel_flight"));
    JsonObject otherArguments = (JsonObject) Json.parse(
        "{\"name\":\"book_flight\",\"arguments\":{\"from\":\"CDG\",\"to\":\"NRT\",\"passengers\":3,\"price\":1250.5}}");
    JsonObject extraArgument = (JsonObject) Json.parse("{\"name\":\"book_flight\",\"arguments\":{\"from\":\"CDG\","
        + "\"to\":\"NRT\",\"passengers\":2,\"price\":1250.5,\"class\":\"first\"}}");
    JsonObject otherTopLevel = BOOK_PARAMS.with("task", JsonString.of("x"));

    assertRejected(RejectionReason.WRONG_REQUEST,
        () -> codec.verify(token, RequestBinding.of("tools/call", otherTool, "alice")));
    assertRejected(RejectionReason.WRONG_REQUEST,
        () -> codec.verify(token, RequestBinding.of("tools/call", otherArguments, "alice")));
    assertRejected(RejectionReason.WRONG_REQUEST,
        () -> codec.verify(token, RequestBinding.of("tools/call", extraArgument, "alice")));
    assertRejected(RejectionReason.WRONG_REQUEST,
        () -> codec.verify(token, RequestBinding.of("tools/call", otherTopLevel, "alice")));
    assertRejected(RejectionReason.WRONG_REQUEST,
        () -> codec.verify(token, RequestBinding.of("prompts/get", BOOK_PARAMS, "alice")));
  }

  @Test
  void aResourceTokenIsBoundToItsUri() throws StateRejectedException {
    JsonObject read = (JsonObject) Json.parse("{\"uri\":\"file:///orders/1.json\"}");
    String token = codec.mint(RequestBinding.of("resources/read", read, null), 1, JsonNull.INSTANCE,
        Protection.SIGNED);

    codec.verify(token, RequestBinding.of("resources/read", read, null));
    assertRejected(RejectionReason.WRONG_REQUEST, () -> codec.verify(token,
        RequestBinding.of("resources/read", (JsonObject) Json.parse("{\"uri\":\"file:///orders/2.json\"}"), null)));
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void anExpiredTokenIsRejected(Protection protection) throws StateRejectedException {
    String token = codec.mint(booking("alice"), 1, PAYLOAD, protection);

    clock.advance(RequestStateCodec.DEFAULT_TTL.minusMillis(1));
    codec.verify(token, booking("alice"));
    clock.advance(Duration.ofMillis(1));
    assertRejected(RejectionReason.EXPIRED, () -> codec.verify(token, booking("alice")));
    clock.advance(Duration.ofMillis(1));
    assertRejected(RejectionReason.EXPIRED, () -> codec.verify(token, booking("alice")));
  }

  @Test
  void theTtlIsConfigurable() throws StateRejectedException {
    RequestStateCodec shortLived = Fixtures.builder(clock).ttl(Duration.ofSeconds(30)).build();
    String token = shortLived.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    assertEquals(clock.instant().plusSeconds(30), shortLived.verify(token, booking("alice")).expiresAt());
    clock.advance(Duration.ofSeconds(30).plusMillis(1));
    assertRejected(RejectionReason.EXPIRED, () -> shortLived.verify(token, booking("alice")));
  }

  @ParameterizedTest
  @EnumSource(Protection.class)
  void keyOrderAndNumberSpellingDoNotMatter(Protection protection) throws StateRejectedException {
    JsonObject original = (JsonObject) Json.parse(
        "{\"name\":\"book_flight\",\"arguments\":{\"passengers\":2,\"price\":1250.5,\"to\":\"NRT\",\"from\":\"CDG\","
            + "\"legs\":[{\"km\":1.0,\"h\":12}]}}");
    JsonObject respelled = (JsonObject) Json.parse(
        "{\"arguments\":{\"from\":\"CDG\",\"legs\":[{\"h\":1.2e1,\"km\":1}],\"price\":1250.50,\"passengers\":2.0,"
            + "\"to\":\"NRT\"},\"name\":\"book_flight\"}");
    String token = codec.mint(RequestBinding.of("tools/call", original, "alice"), 1, PAYLOAD, protection);

    assertEquals(PAYLOAD, codec.verify(token, RequestBinding.of("tools/call", respelled, "alice")).payload());
  }

  @Test
  void metaInputResponsesAndRequestStateDoNotCount() throws StateRejectedException {
    String token = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);
    JsonObject retry = BOOK_PARAMS.without("_meta")
        .with("_meta", Json.parse("{\"progressToken\":8}"))
        .with("inputResponses", Json.parse("{\"seat\":{\"action\":\"accept\",\"content\":{\"seat\":\"1A\"}}}"))
        .with("requestState", JsonString.of(token));

    codec.verify(token, RequestBinding.of("tools/call", retry, "alice"));
  }

  @Test
  void requirePrincipalRefusesAnonymousCallers() throws StateRejectedException {
    RequestStateCodec strict = Fixtures.builder(clock).requirePrincipal(true).build();
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> strict.mint(booking(null), 1, PAYLOAD, Protection.SEALED));
    assertTrue(refused.getMessage().contains("principal"), refused.getMessage());

    String anonymous = codec.mint(booking(null), 1, PAYLOAD, Protection.SEALED);
    assertRejected(RejectionReason.WRONG_PRINCIPAL, () -> strict.verify(anonymous, booking(null)));
    strict.verify(strict.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED), booking("alice"));
  }

  @Test
  void mintRefusesANegativeRoundAndAnOversizedToken() throws StateRejectedException {
    assertThrows(IllegalArgumentException.class, () -> codec.mint(booking("a"), -1, PAYLOAD, Protection.SIGNED));
    RequestStateCodec small = Fixtures.builder(clock).maxTokenLength(256).build();
    IllegalArgumentException tooLarge = assertThrows(IllegalArgumentException.class,
        () -> small.mint(booking("a"), 1, PAYLOAD, Protection.SEALED));
    assertTrue(tooLarge.getMessage().contains("maxTokenLength 256"), tooLarge.getMessage());

    // The refused mint gave its workspace back half-used (a sealed body, no text): the next
    // operations of the same codec, which may well get that workspace, still come out right.
    JsonValue tiny = JsonObject.of("n", JsonNumber.of(1));
    for (Protection protection : Protection.values()) {
      VerifiedState state = small.verify(small.mint(booking("a"), 3, tiny, protection), booking("a"));
      assertEquals(3, state.round());
      assertEquals(tiny, state.payload());
    }
  }

  @Test
  void aTokenOverTheCapIsRejectedBeforeDecoding() {
    RequestStateCodec small = Fixtures.builder(clock).maxTokenLength(256).build();
    // Not even base64url: the cap is checked first.
    assertRejected(RejectionReason.TOO_LARGE, () -> small.verify("!".repeat(257), booking("a")));
    String token = codec.mint(booking("a"), 1, PAYLOAD, Protection.SIGNED);
    assertRejected(RejectionReason.TOO_LARGE, () -> small.verify(token, booking("a")));
  }

  @Test
  void garbageIsMalformed() {
    for (String garbage : new String[] {"", "A", "AA", "AAAA", "not base64!", "AQ==", "////", "AQEB"}) {
      assertRejected(RejectionReason.MALFORMED, () -> codec.verify(garbage, booking("a")));
    }
    assertRejected(RejectionReason.MALFORMED, () -> codec.verify(null, booking("a")));
  }

  @Test
  void everyRejectionBecomesTheSameWireError() {
    assertEquals(-32602, StateRejectedException.WIRE_CODE);
    assertEquals("{\"reason\":\"invalid_request_state\"}", StateRejectedException.wireData().toString());
    for (RejectionReason reason : RejectionReason.values()) {
      StateRejectedException rejection = new StateRejectedException(reason);
      assertEquals(reason, rejection.reason());
      assertEquals(0, rejection.getStackTrace().length, "rejections are cheap: no stack trace");
    }
  }
}
