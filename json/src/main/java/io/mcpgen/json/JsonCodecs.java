package io.mcpgen.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** Codecs for Java's basic types and for lists and maps of any codec's type. */
public final class JsonCodecs {

  private JsonCodecs() {}

  public static final JsonCodec<String> STRING = new JsonCodec<>() {
    @Override
    public String read(JsonReader in) {
      return in.readString();
    }

    @Override
    public void write(JsonWriter out, String value) {
      out.value(value);
    }
  };

  public static final JsonCodec<Boolean> BOOLEAN = new JsonCodec<>() {
    @Override
    public Boolean read(JsonReader in) {
      return in.readBoolean();
    }

    @Override
    public void write(JsonWriter out, Boolean value) {
      out.value(value.booleanValue());
    }
  };

  public static final JsonCodec<Integer> INTEGER = new JsonCodec<>() {
    @Override
    public Integer read(JsonReader in) {
      return in.readInt();
    }

    @Override
    public void write(JsonWriter out, Integer value) {
      out.value(value.intValue());
    }
  };

  public static final JsonCodec<Long> LONG = new JsonCodec<>() {
    @Override
    public Long read(JsonReader in) {
      return in.readLong();
    }

    @Override
    public void write(JsonWriter out, Long value) {
      out.value(value.longValue());
    }
  };

  public static final JsonCodec<Double> DOUBLE = new JsonCodec<>() {
    @Override
    public Double read(JsonReader in) {
      return in.readDouble();
    }

    @Override
    public void write(JsonWriter out, Double value) {
      out.value(value.doubleValue());
    }
  };

  public static final JsonCodec<BigDecimal> BIG_DECIMAL = new JsonCodec<>() {
    @Override
    public BigDecimal read(JsonReader in) {
      return in.readNumber().bigDecimalValue();
    }

    @Override
    public void write(JsonWriter out, BigDecimal value) {
      out.value(value);
    }
  };

  public static final JsonCodec<JsonNumber> NUMBER = new JsonCodec<>() {
    @Override
    public JsonNumber read(JsonReader in) {
      return in.readNumber();
    }

    @Override
    public void write(JsonWriter out, JsonNumber value) {
      out.value(value);
    }
  };

  public static final JsonCodec<JsonValue> VALUE = JsonValueCodec.INSTANCE;

  /** JSON objects as {@link JsonObject}; anything else is an error. */
  public static final JsonCodec<JsonObject> OBJECT = new JsonCodec<>() {
    @Override
    public JsonObject read(JsonReader in) {
      if (in.peek() != JsonToken.BEGIN_OBJECT) {
        throw in.error("expected an object but found " + in.peek().name().toLowerCase(java.util.Locale.ROOT));
      }
      return in.readValue().asObject();
    }

    @Override
    public void write(JsonWriter out, JsonObject value) {
      out.value(value);
    }
  };

  /** A JSON array of the element codec's values, read into an unmodifiable list. */
  public static <T> JsonCodec<List<T>> listOf(JsonCodec<T> elements) {
    return new JsonCodec<>() {
      @Override
      public List<T> read(JsonReader in) {
        return readList(in, elements);
      }

      @Override
      public void write(JsonWriter out, List<T> value) {
        writeList(out, value, elements);
      }
    };
  }

  /** A JSON object whose values are the codec's values, read into an unmodifiable ordered map. */
  public static <T> JsonCodec<Map<String, T>> mapOf(JsonCodec<T> values) {
    return new JsonCodec<>() {
      @Override
      public Map<String, T> read(JsonReader in) {
        return readMap(in, values);
      }

      @Override
      public void write(JsonWriter out, Map<String, T> value) {
        writeMap(out, value, values);
      }
    };
  }

  /**
   * Reads an array into an unmodifiable list; each element as the element codec reads it. The
   * list is one {@link List#copyOf} returns as it is, so a record that copies it does not copy.
   */
  public static <T> List<T> readList(JsonReader in, JsonCodec<T> elements) {
    in.beginArray();
    if (!in.hasNext()) {
      in.endArray();
      return List.of();
    }
    // Most arrays in MCP messages hold one or two items (required members, enum values, content
    // blocks): those go straight into an immutable list, without a growing one to copy from.
    T first = elements.read(in);
    if (!in.hasNext()) {
      in.endArray();
      return List.of(first);
    }
    T second = elements.read(in);
    if (!in.hasNext()) {
      in.endArray();
      return List.of(first, second);
    }
    ArrayList<T> list = new ArrayList<>();
    list.add(first);
    list.add(second);
    do {
      list.add(elements.read(in));
    } while (in.hasNext());
    in.endArray();
    return List.copyOf(list);
  }

  public static <T> void writeList(JsonWriter out, List<T> list, JsonCodec<T> elements) {
    out.beginArray();
    for (int i = 0, n = list.size(); i < n; i++) {
      elements.write(out, list.get(i));
    }
    out.endArray();
  }

  /**
   * Reads an object into an unmodifiable map in member order; duplicate names are refused. A
   * record that copies the map with {@link JsonCollections#copyOf(Map)} does not copy it again.
   */
  public static <T> Map<String, T> readMap(JsonReader in, JsonCodec<T> values) {
    in.beginObject();
    if (!in.hasNext()) {
      in.endObject();
      return Map.of();
    }
    FrozenMap.Builder<T> map = new FrozenMap.Builder<>();
    while (in.hasNext()) {
      String name = in.nextName();
      if (!map.add(name, values.read(in))) {
        throw in.duplicateMember(name);
      }
    }
    in.endObject();
    return map.build();
  }

  public static <T> void writeMap(JsonWriter out, Map<String, T> map, JsonCodec<T> values) {
    out.beginObject();
    if (map instanceof FrozenMap) {
      FrozenMap<T> frozen = (FrozenMap<T>) map;
      for (int i = 0, n = frozen.size(); i < n; i++) {
        out.name(frozen.nameAt(i));
        values.write(out, frozen.valueAt(i));
      }
    } else {
      for (Map.Entry<String, T> entry : map.entrySet()) {
        out.name(entry.getKey());
        values.write(out, entry.getValue());
      }
    }
    out.endObject();
  }
}
