package io.mcpgen.runtime.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** A JSON array of immutable values. */
public final class JsonArray implements JsonValue {

  private static final JsonArray EMPTY = new JsonArray(Collections.emptyList());

  private final List<JsonValue> elements;

  private JsonArray(List<JsonValue> elements) {
    this.elements = elements;
  }

  public static JsonArray empty() {
    return EMPTY;
  }

  /** An array with a copy of the given elements. */
  public static JsonArray of(List<? extends JsonValue> elements) {
    if (elements.isEmpty()) {
      return EMPTY;
    }
    return new JsonArray(List.copyOf(elements));
  }

  public static JsonArray of(JsonValue... elements) {
    return of(List.of(elements));
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The elements, unmodifiable. */
  public List<JsonValue> elements() {
    return elements;
  }

  public JsonValue get(int index) {
    return elements.get(index);
  }

  public int size() {
    return elements.size();
  }

  public boolean isEmpty() {
    return elements.isEmpty();
  }

  @Override
  public JsonArray asArray() {
    return this;
  }

  @Override
  public String kindName() {
    return "array";
  }

  @Override
  public boolean equals(Object other) {
    return other == this || (other instanceof JsonArray && elements.equals(((JsonArray) other).elements));
  }

  @Override
  public int hashCode() {
    return elements.hashCode();
  }

  @Override
  public String toString() {
    return Json.stringify(this);
  }

  /** Builds an array. */
  public static final class Builder {
    private ArrayList<JsonValue> elements = new ArrayList<>();
    /** True once {@link #build()} handed the list out; the next change copies it first. */
    private boolean shared;

    private Builder() {}

    public Builder add(JsonValue value) {
      if (shared) {
        elements = new ArrayList<>(elements);
        shared = false;
      }
      elements.add(Objects.requireNonNull(value, "element"));
      return this;
    }

    public Builder add(String value) {
      return add(JsonString.of(value));
    }

    public JsonArray build() {
      if (elements.isEmpty()) {
        return EMPTY;
      }
      shared = true;
      return new JsonArray(Collections.unmodifiableList(elements));
    }
  }
}
