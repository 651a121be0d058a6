package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A {@code ListRootsResult}: the roots the client exposes, each with a {@code file://} URI and an
 * optional name. Roots have no decline shape: a client that refuses simply does not retry.
 */
public final class RootsAnswer implements InputAnswer {

  private final JsonObject json;

  private RootsAnswer(JsonObject json) {
    this.json = json;
  }

  /** An answer from a full {@code ListRootsResult}; an IllegalArgumentException when malformed. */
  public static RootsAnswer of(JsonObject result) {
    return fromJson(Objects.requireNonNull(result, "result"));
  }

  /** An answer listing these roots ({@code {"uri": ..., "name"?: ...}} objects). */
  public static RootsAnswer of(List<JsonObject> roots) {
    return of(JsonObject.of("roots", JsonArray.of(roots)));
  }

  static RootsAnswer fromJson(JsonObject json) {
    JsonArray roots = Fields.array(json, "roots", "ListRootsResult");
    for (int i = 0; i < roots.size(); i++) {
      JsonValue root = roots.get(i);
      if (!(root instanceof JsonObject)) {
        throw new IllegalArgumentException("ListRootsResult.roots[" + i + "] must be an object");
      }
      String uri = Fields.string((JsonObject) root, "uri", "ListRootsResult.roots[" + i + "]");
      if (!uri.startsWith("file://")) {
        throw new IllegalArgumentException("ListRootsResult.roots[" + i + "].uri must be a file:// URI");
      }
    }
    return new RootsAnswer(json);
  }

  /** The roots, as {@code Root} objects. */
  public List<JsonObject> roots() {
    List<JsonObject> roots = new ArrayList<>();
    for (JsonValue root : json.get("roots").asArray().elements()) {
      roots.add((JsonObject) root);
    }
    return List.copyOf(roots);
  }

  /** The root URIs. */
  public List<String> uris() {
    List<String> uris = new ArrayList<>();
    for (JsonObject root : roots()) {
      uris.add(root.get("uri").asString());
    }
    return List.copyOf(uris);
  }

  @Override
  public String method() {
    return McpMethods.ROOTS_LIST;
  }

  @Override
  public JsonObject toJson() {
    return json;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof RootsAnswer && json.equals(((RootsAnswer) other).json);
  }

  @Override
  public int hashCode() {
    return json.hashCode();
  }

  @Override
  public String toString() {
    return json.toString();
  }
}
