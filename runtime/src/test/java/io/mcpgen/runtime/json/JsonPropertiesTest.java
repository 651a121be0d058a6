package io.mcpgen.runtime.json;

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
import org.junit.jupiter.api.Assertions;

class JsonPropertiesTest {

  @Property(tries = 300)
  void printThenParseGivesTheSameValue(@ForAll("values") JsonValue value) {
    Assertions.assertEquals(value, Json.parse(value.toString()));
    Assertions.assertEquals(value, Json.decode(value, JsonValue.CODEC));
    Assertions.assertEquals(value, Json.toValue(value, JsonValue.CODEC));
  }

  @Property(tries = 300)
  void canonicalBytesIgnoreMemberOrder(@ForAll("objects") JsonObject value) {
    List<Map.Entry<String, JsonValue>> members = new ArrayList<>(value.members().entrySet());
    Collections.reverse(members);
    Map<String, JsonValue> reversed = new LinkedHashMap<>();
    members.forEach(member -> reversed.put(member.getKey(), member.getValue()));
    Assertions.assertArrayEquals(CanonicalJson.bytes(value), CanonicalJson.bytes(JsonObject.of(reversed)));
    Assertions.assertEquals(value, Json.parse(CanonicalJson.string(value)));
  }

  @Provide
  Arbitrary<JsonObject> objects() {
    return Arbitraries.maps(Arbitraries.strings().ofMaxLength(6), scalars()).ofMaxSize(6).map(JsonObject::of);
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
