package io.mcpgen.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** A JSON array of immutable values. */
public final class JsonArray implements JsonValue {

  private static final JsonArray EMPTY = new JsonArray(Collections.emptyList());

  /** The elements, when they were given; null when they are built from {@link #text} on demand. */
  private final List<JsonValue> given;
  /** The text the byte reader kept instead of building the elements; null otherwise. */
  final CompactText text;
  /** The elements built from {@link #text}; a race builds them twice, both unmodifiable and equal. */
  private List<JsonValue> built;

  private JsonArray(List<JsonValue> elements) {
    this.given = elements;
    this.text = null;
  }

  private JsonArray(CompactText text) {
    this.given = null;
    this.text = text;
  }

  /** An array the byte reader checked but did not build: its elements come from the text. */
  static JsonArray ofText(CompactText text) {
    return new JsonArray(text);
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
    List<JsonValue> list = given;
    if (list == null) {
      list = built;
      if (list == null) {
        // An unmodifiable view reaches its list through a final field, so a racy read sees it whole.
        list = ((JsonArray) text.parse()).elements();
        built = list;
      }
    }
    return list;
  }

  public JsonValue get(int index) {
    return elements().get(index);
  }

  public int size() {
    return elements().size();
  }

  public boolean isEmpty() {
    return elements().isEmpty();
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
    return other == this || (other instanceof JsonArray && elements().equals(((JsonArray) other).elements()));
  }

  @Override
  public int hashCode() {
    return elements().hashCode();
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
