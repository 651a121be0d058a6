package io.mcpgen.samples.handlers;

import io.mcpgen.samples.handlers.TravelDesk.Hotel;
import io.mcpgen.samples.handlers.TravelDesk.Route;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Rules every generated codec keeps, whichever reader it reads from. */
class GeneratedCodecRulesTest {

  private static <T> JsonException refusedFromBytes(String json, JsonCodec<T> codec) {
    return assertThrows(JsonException.class, () -> Json.decode(json.getBytes(StandardCharsets.UTF_8), codec), json);
  }

  @Test
  void aMemberNamedTwiceIsRefusedWithTheReasonAsTheTreeReaderRefusesIt() {
    String[][] cases = {
      {"{\"stars\":4,\"stars\":5}", "stars", "/stars"},
      {"{\"nights\":null,\"stars\":4,\"nights\":3}", "nights", "/nights"},
      {"{\"stars\":4,\"nights\":2,\"nights\":2}", "nights", "/nights"},
    };
    for (String[] c : cases) {
      JsonException codec = refusedFromBytes(c[0], TravelDesk_HotelJsonCodec.INSTANCE);
      assertEquals(c[2], codec.pointer(), c[0]);
      assertTrue(codec.getMessage().startsWith("duplicate member name \"" + c[1] + "\" (member names must be unique,"),
          codec.getMessage());
      assertTrue(codec.getMessage().contains("RFC 7493"), codec.getMessage());
      // The tree reader refuses the same text with the same message.
      JsonException tree = assertThrows(JsonException.class, () -> Json.parse(c[0].getBytes(StandardCharsets.UTF_8)));
      assertEquals(codec.getMessage(), tree.getMessage(), c[0]);
    }
    JsonException route = refusedFromBytes("{\"from\":\"Lisbon\",\"to\":\"Porto\",\"passengers\":1,\"to\":\"Faro\"}",
        TravelDesk_RouteJsonCodec.INSTANCE);
    assertEquals("/to", route.pointer());
  }

  @Test
  void distinctMembersAndTheSameNameInNestedObjectsAreNoDuplicates() {
    assertEquals(new Hotel(4, Optional.of(3)),
        Json.decode("{\"nights\":3,\"stars\":4}".getBytes(StandardCharsets.UTF_8), TravelDesk_HotelJsonCodec.INSTANCE));
    assertEquals(new Route("Lisbon", "Porto", 2, Optional.empty()), Json.decode(
        "{\"from\":\"Lisbon\",\"to\":\"Porto\",\"passengers\":2,\"x\":{\"to\":1,\"from\":2}}"
            .getBytes(StandardCharsets.UTF_8), TravelDesk_RouteJsonCodec.INSTANCE));
  }
}
