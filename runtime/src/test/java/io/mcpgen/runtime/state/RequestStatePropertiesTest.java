package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.testkit.json.RandomJson;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestStatePropertiesTest {

  private final TestClock clock = new TestClock();
  private final RequestStateCodec codec = Fixtures.codec(clock);

  private static final Protection[] PROTECTIONS = Protection.values();

  @Test
  void anyPayloadRoundTrips() throws StateRejectedException {
    for (long seed = 0; seed < 300; seed++) {
      RandomJson random = new RandomJson(seed);
      JsonValue payload = random.value(3);
      Protection protection = PROTECTIONS[random.nextInt(0, PROTECTIONS.length)];
      int round = random.nextInt(0, Integer.MAX_VALUE);
      String principal = random.nextInt(0, 5) == 0 ? null : random.anyText(40);
      JsonObject params = JsonObject.builder().put("name", "tool").put("arguments", random.object(2)).build();
      String context = "seed " + seed;
      String token = codec.mint(RequestBinding.of("tools/call", params, principal), round, payload, protection);

      VerifiedState state = codec.verify(token, RequestBinding.of("tools/call", params, principal));

      assertEquals(payload, state.payload(), context);
      assertEquals(round, state.round(), context);
      assertEquals(protection, state.protection(), context);
    }
  }

  @Test
  void respelledArgumentsKeepTheirBinding() {
    for (long seed = 0; seed < 200; seed++) {
      RandomJson random = new RandomJson(seed);
      JsonObject arguments = random.object(2);
      Protection protection = PROTECTIONS[random.nextInt(0, PROTECTIONS.length)];
      JsonObject params = JsonObject.builder().put("name", "tool").put("arguments", arguments).build();
      JsonObject respelled = JsonObject.builder().put("arguments", respell(arguments)).put("name", "tool").build();
      String token = codec.mint(RequestBinding.of("tools/call", params, "p"), 1, JsonNull.INSTANCE, protection);
      try {
        codec.verify(token, RequestBinding.of("tools/call", respelled, "p"));
      } catch (StateRejectedException e) {
        throw new AssertionError("seed " + seed + ": " + arguments + " respelled as " + respelled, e);
      }
    }
  }

  @Test
  void arbitraryTextIsOnlyEverRejected() {
    for (long seed = 0; seed < 1000; seed++) {
      assertOnlyRejected(tokenLike(new RandomJson(seed)));
    }
  }

  @Test
  void editedTokensAreRejected() {
    for (long seed = 0; seed < 500; seed++) {
      RandomJson random = new RandomJson(seed);
      Protection protection = PROTECTIONS[random.nextInt(0, PROTECTIONS.length)];
      String token = codec.mint(Fixtures.booking("alice"), 1, Fixtures.PAYLOAD, protection);
      StringBuilder edited = new StringBuilder(token);
      for (int edits = random.nextInt(1, 4); edits > 0; edits--) {
        int at = random.nextInt(0, edited.length() + 1);
        char c = EDIT_CHARS.charAt(random.nextInt(0, EDIT_CHARS.length()));
        switch (random.nextInt(0, 3)) {
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
  }

  private static final String BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  private static final String EDIT_CHARS = BASE64URL + "=+/ é";

  /** Any text, base64url text, or valid base64url of random bytes behind a plausible header. */
  private static String tokenLike(RandomJson random) {
    switch (random.nextInt(0, 3)) {
      case 0:
        return random.anyText(100);
      case 1:
        return random.textOf(BASE64URL, 1, 700);
      default:
        byte[] tail = random.bytes(600);
        byte[] bytes = new byte[5 + tail.length];
        bytes[0] = 1;                               // version 1
        bytes[1] = (byte) (tail.length % 2 + 1);    // a mode
        bytes[2] = 2;                               // key id "k1"
        bytes[3] = 'k';
        bytes[4] = '1';
        System.arraycopy(tail, 0, bytes, 5, tail.length);
        return Base64Url.encode(bytes);
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
}
