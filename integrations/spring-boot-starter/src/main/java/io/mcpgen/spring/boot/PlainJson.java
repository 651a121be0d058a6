package io.mcpgen.spring.boot;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * mcpgen's JSON values as the maps, lists, strings, numbers and booleans any JSON mapper writes
 * (Actuator's own, whichever Jackson it is), member order kept.
 */
final class PlainJson {

  private PlainJson() {}

  static Object of(JsonValue value) {
    if (value instanceof JsonObject object) {
      Map<String, Object> map = new LinkedHashMap<>();
      object.members().forEach((name, member) -> map.put(name, of(member)));
      return map;
    }
    if (value instanceof JsonArray array) {
      List<Object> list = new ArrayList<>(array.size());
      array.elements().forEach(element -> list.add(of(element)));
      return list;
    }
    if (value instanceof JsonString string) {
      return string.asString();
    }
    if (value instanceof JsonNumber number) {
      return number.isLong() ? (Object) number.longValue() : number.bigDecimalValue();
    }
    if (value instanceof JsonBoolean bool) {
      return bool.value();
    }
    if (value instanceof JsonNull) {
      return null;
    }
    throw new IllegalArgumentException("not a JSON value: " + value);
  }
}
