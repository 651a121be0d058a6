package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import io.mcpgen.runtime.json.JsonArray;
import io.mcpgen.runtime.json.JsonBoolean;
import io.mcpgen.runtime.json.JsonNull;
import io.mcpgen.runtime.json.JsonNumber;
import io.mcpgen.runtime.json.JsonObject;
import io.mcpgen.runtime.json.JsonString;
import io.mcpgen.runtime.json.JsonValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class RequestStatePropertiesTest {

  private final TestClock clock = new TestClock();
  private final RequestStateCodec codec = Fixtures.codec(clock);

  @Property(tries = 300)
  void anyPayloadRoundTrips(@ForAll("values") JsonValue payload, @ForAll Protection protection,
      @ForAll @IntRange(min = 0, max = Integer.MAX_VALUE) int round, @ForAll("principals") String principal,
      @ForAll("arguments") JsonObject arguments) throws StateRejectedException {
    JsonObject params = JsonObject.builder().put("name", "tool").put("arguments", arguments).build();
    String token = codec.mint(RequestBinding.of("tools/call", params, principal), round, payload, protection);

    VerifiedState state = codec.verify(token, RequestBinding.of("tools/call", params, principal));

    assertEquals(payload, state.payload());
    assertEquals(round, state.round());
    assertEquals(protection, state.protection());
  }

  @Property(tries = 200)
  void respelledArgumentsKeepTheirBinding(@ForAll("arguments") JsonObject arguments, @ForAll Protection protection)
      throws StateRejectedException {
    JsonObject params = JsonObject.builder().put("name", "tool").put("arguments", arguments).build();
    JsonObject respelled = JsonObject.builder().put("arguments", respell(arguments)).put("name", "tool").build();
    String token = codec.mint(RequestBinding.of("tools/call", params, "p"), 1, JsonNull.INSTANCE, protection);

    codec.verify(token, RequestBinding.of("tools/call", respelled, "p"));
  }

  @Property(tries = 1000)
  void arbitraryTextIsOnlyEverRejected(@ForAll("tokenLike") String text) {
    assertOnlyRejected(text);
  }

  @Property(tries = 500)
  void editedTokensAreRejected(@ForAll Protection protection, @ForAll("edits") List<int[]> edits) {
    String token = codec.mint(Fixtures.booking("alice"), 1, Fixtures.PAYLOAD, protection);
    StringBuilder edited = new StringBuilder(token);
    for (int[] edit : edits) {
      int at = Math.floorMod(edit[1], edited.length() + 1);
      char c = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ é".charAt(
          Math.floorMod(edit[2], 68));
      switch (edit[0]) {
        case 0:
          edited.insert(at, c);
          break;
        case 1:
          if (at < edited.length()) {
            edited.deleteCharAt(at);
          }
          break;
        default:
          if (at < edited.length()) {
            edited.setCharAt(at, c);
          }
      }
    }
    if (!edited.toString().equals(token)) {
      assertOnlyRejected(edited.toString());
    }
  }

  private void assertOnlyRejected(String text) {
    try {
      codec.verify(text, Fixtures.booking("alice"));
      fail("accepted " + text);
    } catch (StateRejectedException expected) {
      assertNull(expected.getCause(), "rejected by an unexpected exception");
    } catch (RuntimeException e) {
      throw new AssertionError("verify threw " + e, e);
    }
  }

  /** The same value with members reversed and numbers given extra trailing zeros. */
  private static JsonValue respell(JsonValue value) {
    if (value instanceof JsonObject) {
      List<Map.Entry<String, JsonValue>> members = new ArrayList<>(((JsonObject) value).members().entrySet());
      Collections.reverse(members);
      Map<String, JsonValue> reversed = new LinkedHashMap<>();
      members.forEach(member -> reversed.put(member.getKey(), respell(member.getValue())));
      return JsonObject.of(reversed);
    }
    if (value instanceof JsonArray) {
      List<JsonValue> elements = new ArrayList<>();
      ((JsonArray) value).elements().forEach(element -> elements.add(respell(element)));
      return JsonArray.of(elements);
    }
    if (value instanceof JsonNumber) {
      BigDecimal exact = ((JsonNumber) value).bigDecimalValue();
      return JsonNumber.of(exact.setScale(Math.max(exact.scale(), 0) + 2));
    }
    return value;
  }

  @Provide
  Arbitrary<String> principals() {
    return Arbitraries.strings().ofMaxLength(40).injectNull(0.2);
  }

  @Provide
  Arbitrary<JsonObject> arguments() {
    return Arbitraries.maps(Arbitraries.strings().ofMaxLength(6), values()).ofMaxSize(5).map(JsonObject::of);
  }

  @Provide
  Arbitrary<String> tokenLike() {
    return Arbitraries.oneOf(
        Arbitraries.strings(),
        Arbitraries.strings().withChars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            .ofMinLength(1).ofMaxLength(700),
        // Valid base64url of random bytes behind a plausible header: version 1, a mode, key id "k1".
        Arbitraries.bytes().array(byte[].class).ofMaxSize(600).map(tail -> {
          byte[] bytes = new byte[5 + tail.length];
          bytes[0] = 1;
          bytes[1] = (byte) (tail.length % 2 + 1);
          bytes[2] = 2;
          bytes[3] = 'k';
          bytes[4] = '1';
          System.arraycopy(tail, 0, bytes, 5, tail.length);
          return Base64Url.encode(bytes);
        }));
  }

  @Provide
  Arbitrary<List<int[]>> edits() {
    return Arbitraries.integers().between(0, 2).flatMap(kind -> Arbitraries.integers().flatMap(at ->
        Arbitraries.integers().between(0, 67).map(c -> new int[] {kind, at, c}))).list().ofMinSize(1).ofMaxSize(3);
  }

  @Provide
  Arbitrary<JsonValue> values() {
    return Arbitraries.recursive(this::scalars, this::containing, 0, 3);
  }

  private Arbitrary<JsonValue> containing(Arbitrary<JsonValue> inner) {
    return Arbitraries.oneOf(
        inner.list().ofMaxSize(4).map(JsonArray::of),
        Arbitraries.maps(Arbitraries.strings().ofMaxLength(5), inner).ofMaxSize(4).map(JsonObject::of));
  }

  private Arbitrary<JsonValue> scalars() {
    return Arbitraries.oneOf(
        Arbitraries.strings().map(JsonString::of),
        Arbitraries.longs().map(JsonNumber::of),
        Arbitraries.bigDecimals().ofScale(3).between(new BigDecimal("-1e12"), new BigDecimal("1e12"))
            .map(JsonNumber::of),
        Arbitraries.of(JsonBoolean.TRUE, JsonBoolean.FALSE, JsonNull.INSTANCE));
  }
}
