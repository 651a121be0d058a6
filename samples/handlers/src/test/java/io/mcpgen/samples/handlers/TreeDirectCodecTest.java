package io.mcpgen.samples.handlers;

import io.mcpgen.samples.handlers.TravelDesk.Hotel;
import io.mcpgen.samples.handlers.TravelDesk.Plan;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonObjectCodec;
import io.mcpgen.json.JsonValue;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The tree-direct path of generated codecs (members read off the object, the object built in one
 * go) against the streaming path over the same tree: the same records, the same objects, and the
 * same message for whatever does not fit.
 */
class TreeDirectCodecTest {

  @Test
  void recordsOfScalarsReadAsTheStreamingCodecReadsThem() {
    JsonObjectCodec<Hotel> hotel = TravelDesk_HotelJsonCodec.INSTANCE;
    for (String json : List.of("{\"stars\":4}", "{\"stars\":4,\"nights\":3}", "{\"nights\":null,\"stars\":4.0}",
        "{\"stars\":4,\"extra\":[1]}", "{}", "{\"stars\":\"4\"}", "{\"stars\":4.5}", "{\"stars\":4294967296}",
        "{\"stars\":null}", "{\"stars\":4,\"nights\":\"3\"}", "{\"nights\":true,\"stars\":false}", "[4]", "4")) {
      assertSameOutcome(hotel, Json.parse(json));
    }
    JsonObjectCodec<Plan> plan = TravelDesk_PlanJsonCodec.INSTANCE;
    for (String json : List.of("{\"route\":\"a\",\"depart\":\"b\",\"back\":\"c\",\"fareCents\":12}",
        "{\"route\":\"a\",\"depart\":\"b\",\"back\":\"c\",\"hotel\":\"h\",\"fareCents\":1e3}",
        "{\"route\":\"a\",\"depart\":\"b\",\"back\":\"c\",\"hotel\":1,\"fareCents\":12}",
        "{\"route\":null,\"depart\":\"b\",\"back\":\"c\",\"fareCents\":12}",
        "{\"route\":\"a\",\"back\":\"c\",\"fareCents\":1.5}")) {
      assertSameOutcome(plan, Json.parse(json));
    }
  }

  @Test
  void recordsOfScalarsWriteTheObjectTheStreamingCodecWrites() {
    for (Hotel value : List.of(new Hotel(3, Optional.of(2)), new Hotel(3, Optional.empty()), new Hotel(3, null))) {
      assertEquals(Json.parse(Json.encodeToString(value, TravelDesk_HotelJsonCodec.INSTANCE)),
          Json.toValue(value, TravelDesk_HotelJsonCodec.INSTANCE));
    }
    Plan full = new Plan("a", "b", "c", Optional.of("h"), 12);
    assertEquals(Json.encodeToString(full, TravelDesk_PlanJsonCodec.INSTANCE),
        Json.toValue(full, TravelDesk_PlanJsonCodec.INSTANCE).toString());
    // A required String left null is refused by both paths alike, naming it.
    Plan routeless = new Plan(null, "b", "c", null, -1);
    assertEquals(outcome(() -> Json.encodeToString(routeless, TravelDesk_PlanJsonCodec.INSTANCE)),
        outcome(() -> Json.toValue(routeless, TravelDesk_PlanJsonCodec.INSTANCE)));
    assertEquals("JsonException: TravelDesk.Plan.route is null, but member \"route\" is required",
        outcome(() -> Json.toValue(routeless, TravelDesk_PlanJsonCodec.INSTANCE)));
  }

  /** {@link Json#decode(JsonValue, JsonCodec)} (tree-direct) and a plain reader over the tree agree. */
  private static <T> void assertSameOutcome(JsonCodec<T> codec, JsonValue json) {
    assertEquals(outcome(() -> codec.read(Json.reader(json))), outcome(() -> Json.decode(json, codec)),
        json.toString());
    if (json instanceof JsonObject) {
      Object direct = outcome(() -> ((JsonObjectCodec<T>) codec).fromObject((JsonObject) json));
      Object streaming = outcome(() -> codec.read(Json.reader(json)));
      assertEquals(streaming instanceof String, direct instanceof String, "both fail or neither: " + json);
    }
  }

  /** The value read, or the failure's class and message as a string. */
  private static Object outcome(java.util.function.Supplier<?> read) {
    try {
      return read.get();
    } catch (RuntimeException failure) {
      return failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }
  }
}
