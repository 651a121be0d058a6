package io.mcpgen.json;

/**
 * Members of a {@link JsonObject} read by name, and values for members to be written: what
 * generated {@link JsonObjectCodec}s call. Reads accept what a {@link JsonReader} accepts for the
 * same type (integers in any integral spelling, no coercion between strings and numbers); an
 * optional member that is absent or {@code null} reads as null. A member that does not fit is a
 * {@link JsonException} with the member's pointer.
 */
public final class JsonMembers {

  private JsonMembers() {}

  /** A required string member. */
  public static String requiredString(JsonObject object, String name) {
    return string(name, required(object, name));
  }

  /** An optional string member, or null. */
  public static String optionalString(JsonObject object, String name) {
    JsonValue value = object.get(name);
    return value == null || value instanceof JsonNull ? null : string(name, value);
  }

  /** A required boolean member. */
  public static boolean requiredBoolean(JsonObject object, String name) {
    return bool(name, required(object, name));
  }

  /** An optional boolean member, or null. */
  public static Boolean optionalBoolean(JsonObject object, String name) {
    JsonValue value = object.get(name);
    return value == null || value instanceof JsonNull ? null : bool(name, value);
  }

  /** A required integer member that fits an {@code int}. */
  public static int requiredInt(JsonObject object, String name) {
    return toInt(name, number(name, required(object, name)));
  }

  /** An optional integer member that fits an {@code int}, or null. */
  public static Integer optionalInt(JsonObject object, String name) {
    JsonValue value = object.get(name);
    return value == null || value instanceof JsonNull ? null : toInt(name, number(name, value));
  }

  /** A required integer member that fits a {@code long}. */
  public static long requiredLong(JsonObject object, String name) {
    return toLong(name, number(name, required(object, name)));
  }

  /** An optional integer member that fits a {@code long}, or null. */
  public static Long optionalLong(JsonObject object, String name) {
    JsonValue value = object.get(name);
    return value == null || value instanceof JsonNull ? null : toLong(name, number(name, value));
  }

  /** A required number member, as the nearest double. */
  public static double requiredDouble(JsonObject object, String name) {
    return number(name, required(object, name)).doubleValue();
  }

  /** An optional number member as the nearest double, or null. */
  public static Double optionalDouble(JsonObject object, String name) {
    JsonValue value = object.get(name);
    return value == null || value instanceof JsonNull ? null : number(name, value).doubleValue();
  }

  /** A string to write: {@code null} for null, as a {@link JsonWriter} writes it. */
  public static JsonValue stringValue(String value) {
    return value == null ? JsonNull.INSTANCE : JsonString.of(value);
  }

  /** A double to write; {@code NaN} and the infinities are a {@link JsonException}, as a writer's. */
  public static JsonNumber numberValue(double value) {
    try {
      return JsonNumber.of(value);
    } catch (IllegalArgumentException noSpelling) {
      throw new JsonException(noSpelling.getMessage());
    }
  }

  private static JsonValue required(JsonObject object, String name) {
    JsonValue value = object.get(name);
    if (value == null) {
      throw new JsonException("missing member \"" + name + "\"");
    }
    return value;
  }

  private static String string(String name, JsonValue value) {
    if (!(value instanceof JsonString)) {
      throw misfit("a string", name, value);
    }
    return ((JsonString) value).value();
  }

  private static boolean bool(String name, JsonValue value) {
    if (!(value instanceof JsonBoolean)) {
      throw misfit("a boolean", name, value);
    }
    return ((JsonBoolean) value).value();
  }

  private static JsonNumber number(String name, JsonValue value) {
    if (!(value instanceof JsonNumber)) {
      throw misfit("a number", name, value);
    }
    return (JsonNumber) value;
  }

  private static int toInt(String name, JsonNumber number) {
    try {
      return number.intValue();
    } catch (JsonException notAnInt) {
      throw new JsonException(notAnInt.getMessage(), pointer(name), null);
    }
  }

  private static long toLong(String name, JsonNumber number) {
    try {
      return number.longValue();
    } catch (JsonException notALong) {
      throw new JsonException(notALong.getMessage(), pointer(name), null);
    }
  }

  private static JsonException misfit(String expected, String name, JsonValue value) {
    return new JsonException("expected " + expected + " but found " + value.kindName(), pointer(name), null);
  }

  private static String pointer(String name) {
    return "/" + name.replace("~", "~0").replace("/", "~1");
  }
}
