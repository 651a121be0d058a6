package io.mcpgen.json;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** A JSON object: members in their order, names unique, values immutable. */
public final class JsonObject implements JsonValue {

  private static final JsonObject EMPTY = new JsonObject(Collections.emptyMap());

  /** The members, when they were given; null when they are built from {@link #text} on demand. */
  private final Map<String, JsonValue> given;
  /** The text the byte reader kept instead of building the members; null otherwise. */
  final CompactText text;
  /** The members built from {@link #text}; a race builds them twice, both frozen and equal. */
  private Map<String, JsonValue> built;
  /** The unmodifiable view, made on first use: most objects are only read and written. */
  private Map<String, JsonValue> members;

  private JsonObject(Map<String, JsonValue> given) {
    this.given = given;
    this.text = null;
  }

  private JsonObject(CompactText text) {
    this.given = null;
    this.text = text;
  }

  /** The members themselves, for the readers and writers of this package to walk without wrappers. */
  Map<String, JsonValue> raw() {
    Map<String, JsonValue> map = given;
    if (map == null) {
      map = built;
      if (map == null) {
        map = ((JsonObject) text.parse()).raw();
        built = map;
      }
    }
    return map;
  }

  /** An object the byte reader checked but did not build: its members come from the text. */
  static JsonObject ofText(CompactText text) {
    return new JsonObject(text);
  }

  /** An object over a map that nobody else holds or changes (a reader's fresh map). */
  static JsonObject adopt(LinkedHashMap<String, JsonValue> members) {
    return members.isEmpty() ? EMPTY : new JsonObject(members);
  }

  /** An object over a reader's frozen members. */
  static JsonObject adopt(FrozenMap<JsonValue> members) {
    return members.isEmpty() ? EMPTY : new JsonObject(members);
  }

  /** The empty object {@code {}}. */
  public static JsonObject empty() {
    return EMPTY;
  }

  /** An object with a copy of the given members, in the map's iteration order. */
  public static JsonObject of(Map<String, ? extends JsonValue> members) {
    if (members.isEmpty()) {
      return EMPTY;
    }
    FrozenMap.Builder<JsonValue> copy = new FrozenMap.Builder<>(members.size());
    members.forEach((name, value) -> copy.append(
        Objects.requireNonNull(name, "member name"),
        Objects.requireNonNull(value, () -> "value of member " + name)));
    return new JsonObject(copy.build());
  }

  /** An object with one member. */
  public static JsonObject of(String name, JsonValue value) {
    return builder().put(name, value).build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder sized for {@code expectedSize} members, so adding that many never grows it. */
  public static Builder builder(int expectedSize) {
    return new Builder(expectedSize);
  }

  /** The members, in order; unmodifiable. */
  public Map<String, JsonValue> members() {
    Map<String, JsonValue> view = members;
    if (view == null) {
      // A race makes two equal views; both are fine.
      view = Collections.unmodifiableMap(raw());
      members = view;
    }
    return view;
  }

  /** The member's value, or null when there is no such member. */
  public JsonValue get(String name) {
    return raw().get(name);
  }

  public boolean has(String name) {
    return raw().containsKey(name);
  }

  public Set<String> names() {
    return members().keySet();
  }

  public int size() {
    return raw().size();
  }

  public boolean isEmpty() {
    return raw().isEmpty();
  }

  /** A copy of this object without the named members (absent names are ignored). */
  public JsonObject without(String... names) {
    Builder builder = builder();
    outer:
    for (Map.Entry<String, JsonValue> member : raw().entrySet()) {
      for (String name : names) {
        if (name.equals(member.getKey())) {
          continue outer;
        }
      }
      builder.put(member.getKey(), member.getValue());
    }
    return builder.build();
  }

  /** A copy of this object with the member set (replaced in place, or appended). */
  public JsonObject with(String name, JsonValue value) {
    return new Builder(raw()).put(name, value).build();
  }

  @Override
  public JsonObject asObject() {
    return this;
  }

  @Override
  public String kindName() {
    return "object";
  }

  @Override
  public boolean equals(Object other) {
    return other == this || (other instanceof JsonObject && raw().equals(((JsonObject) other).raw()));
  }

  @Override
  public int hashCode() {
    return raw().hashCode();
  }

  @Override
  public String toString() {
    return Json.stringify(this);
  }

  /**
   * Builds an object; a later {@code put} of the same name replaces the value in place. The
   * object it builds holds its members in two arrays, as parsed objects do: walking them (to
   * write them, say) is a loop over arrays rather than over a linked map's entries.
   */
  public static final class Builder {
    private FrozenMap.Builder<JsonValue> members;
    /**
     * The members the last {@link #build()} handed out, which the next change copies into a new
     * builder first; null while nothing built shares this builder's arrays.
     */
    private FrozenMap<JsonValue> built;

    private Builder() {
      this.members = new FrozenMap.Builder<>();
    }

    private Builder(int expectedSize) {
      this.members = new FrozenMap.Builder<>(expectedSize);
    }

    private Builder(Map<String, JsonValue> members) {
      if (members instanceof FrozenMap) {
        this.members = new FrozenMap.Builder<>((FrozenMap<JsonValue>) members);
      } else {
        this.members = new FrozenMap.Builder<>(members.size());
        members.forEach(this.members::append);
      }
    }

    public Builder put(String name, JsonValue value) {
      Objects.requireNonNull(name, "member name");
      Objects.requireNonNull(value, () -> "value of member " + name);
      unshare();
      int i = members.indexOf(name);
      if (i >= 0) {
        members.set(i, value);
      } else {
        members.append(name, value);
      }
      return this;
    }

    public Builder put(String name, String value) {
      return put(name, JsonString.of(value));
    }

    public Builder put(String name, long value) {
      return put(name, JsonNumber.of(value));
    }

    public Builder put(String name, boolean value) {
      return put(name, JsonBoolean.of(value));
    }

    /**
     * Adds a member that must not be there yet, as a parser does; a {@link JsonException} names
     * the duplicate.
     */
    public Builder add(String name, JsonValue value) {
      Objects.requireNonNull(name, "member name");
      Objects.requireNonNull(value, () -> "value of member " + name);
      unshare();
      if (!members.add(name, value)) {
        throw new JsonException(JsonException.duplicateMemberMessage(name));
      }
      return this;
    }

    public boolean has(String name) {
      return built != null ? built.containsKey(name) : members.indexOf(name) >= 0;
    }

    public JsonObject build() {
      if (built == null && members.size() == 0) {
        return EMPTY;
      }
      if (built == null) {
        built = members.build();
      }
      return new JsonObject(built);
    }

    private void unshare() {
      if (built != null) {
        members = new FrozenMap.Builder<>(built);
        built = null;
      }
    }
  }
}
