package io.mcpgen.runtime.state;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;

/**
 * The part of the codec tests' fixtures the requestState fuzz targets use, same names (a copy, not
 * a dependency: see {@code io.mcpgen.runtime.testing.Fixtures} of this module).
 */
final class Fixtures {

  static final byte[] SECRET_A = secret('a');
  static final byte[] SECRET_B = secret('b');
  /** The codec tests' fixed instant. */
  static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.UTC);

  /** Arguments of a booking tool call, as a client first sends them. */
  static final JsonObject BOOK_PARAMS = (JsonObject) Json.parse(
      "{\"name\":\"book_flight\",\"arguments\":{\"from\":\"CDG\",\"to\":\"NRT\",\"passengers\":2,\"price\":1250.5},"
          + "\"_meta\":{\"progressToken\":7}}");

  /** About 300 bytes of JSON: handler state and an earlier answer. */
  static final JsonValue PAYLOAD = Json.parse(
      "{\"step\":\"confirm\",\"answers\":{\"seat\":{\"action\":\"accept\",\"content\":{\"seat\":\"14C\","
          + "\"meal\":\"vegetarian\",\"notes\":\"aisle please, travelling with a toddler\"}}},"
          + "\"questionDigest\":\"c2VjcmV0LXF1ZXN0aW9uLWRpZ2VzdC0xMjM0NTY3ODkw\",\"quote\":{\"currency\":\"EUR\","
          + "\"amount\":1250.5,\"expires\":\"2026-11-29T12:10:00Z\",\"fareBasis\":\"YLOWJP\",\"refundable\":false},"
          + "\"history\":[1,2,3,5,8,13,21,34]}");

  private Fixtures() {}

  private static byte[] secret(char fill) {
    byte[] secret = new byte[32];
    Arrays.fill(secret, (byte) fill);
    return secret;
  }

  static RequestStateCodec.Builder builder(Clock clock) {
    return RequestStateCodec.builder().audience("orders").key("k1", SECRET_A).clock(clock);
  }

  static RequestBinding booking(String principal) {
    return RequestBinding.of("tools/call", BOOK_PARAMS, principal);
  }
}
