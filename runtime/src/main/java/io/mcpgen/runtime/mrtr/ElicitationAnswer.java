package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An {@code ElicitResult}: the user accepted (with form {@code content}, or none in URL mode),
 * declined, or cancelled. A decline or cancel is a regular answer, sent back on the retry and
 * handed to the server handler as such.
 */
public final class ElicitationAnswer implements InputAnswer {

  /** What the user did. */
  public enum Action {
    /** Submitted the form, or consented to open the URL. */
    ACCEPT("accept"),
    /** Explicitly refused. */
    DECLINE("decline"),
    /** Dismissed without choosing. */
    CANCEL("cancel");

    private final String wireName;

    Action(String wireName) {
      this.wireName = wireName;
    }

    public String wireName() {
      return wireName;
    }

    static Action fromWireName(String name) {
      for (Action action : values()) {
        if (action.wireName.equals(name)) {
          return action;
        }
      }
      return null;
    }
  }

  private static final ElicitationAnswer DECLINED = new ElicitationAnswer(Action.DECLINE, null);
  private static final ElicitationAnswer CANCELLED = new ElicitationAnswer(Action.CANCEL, null);
  private static final ElicitationAnswer CONSENTED = new ElicitationAnswer(Action.ACCEPT, null);

  private final Action action;
  private final JsonObject content;

  private ElicitationAnswer(Action action, JsonObject content) {
    this.action = action;
    this.content = content;
  }

  /** The user submitted a form with these values. */
  public static ElicitationAnswer accept(JsonObject content) {
    return new ElicitationAnswer(Action.ACCEPT, checkContent(Objects.requireNonNull(content, "content")));
  }

  /** The user consented to a URL elicitation (no content). */
  public static ElicitationAnswer acceptUrl() {
    return CONSENTED;
  }

  public static ElicitationAnswer decline() {
    return DECLINED;
  }

  public static ElicitationAnswer cancel() {
    return CANCELLED;
  }

  static ElicitationAnswer fromJson(JsonObject json) {
    JsonValue action = json.get("action");
    Action parsed = action instanceof JsonString ? Action.fromWireName(action.asString()) : null;
    if (parsed == null) {
      throw new IllegalArgumentException("ElicitResult.action must be accept, decline or cancel");
    }
    JsonValue content = json.get("content");
    if (content != null && !(content instanceof JsonObject)) {
      throw new IllegalArgumentException("ElicitResult.content must be an object");
    }
    return new ElicitationAnswer(parsed,
        content == null ? null : checkContent((JsonObject) content));
  }

  private static JsonObject checkContent(JsonObject content) {
    for (String name : content.names()) {
      JsonValue value = content.get(name);
      boolean primitive = value instanceof JsonString || value instanceof JsonNumber
          || value instanceof JsonBoolean;
      if (!primitive && !isStringArray(value)) {
        throw new IllegalArgumentException("ElicitResult.content." + name
            + " must be a string, number, boolean or array of strings");
      }
    }
    return content;
  }

  private static boolean isStringArray(JsonValue value) {
    if (!(value instanceof JsonArray)) {
      return false;
    }
    for (JsonValue element : ((JsonArray) value).elements()) {
      if (!(element instanceof JsonString)) {
        return false;
      }
    }
    return true;
  }

  public Action action() {
    return action;
  }

  public boolean isAccepted() {
    return action == Action.ACCEPT;
  }

  public boolean isDeclined() {
    return action == Action.DECLINE;
  }

  public boolean isCancelled() {
    return action == Action.CANCEL;
  }

  /** The submitted values; empty when there are none (URL consent, decline, cancel). */
  public JsonObject content() {
    return content == null ? JsonObject.empty() : content;
  }

  /** A submitted string value, or null when absent or not a string. */
  public String string(String name) {
    JsonValue value = content().get(name);
    return value instanceof JsonString ? value.asString() : null;
  }

  /** A submitted number, or null when absent or not a number. */
  public JsonNumber number(String name) {
    JsonValue value = content().get(name);
    return value instanceof JsonNumber ? (JsonNumber) value : null;
  }

  /** A submitted boolean, or null when absent or not a boolean. */
  public Boolean bool(String name) {
    JsonValue value = content().get(name);
    return value instanceof JsonBoolean ? ((JsonBoolean) value).value() : null;
  }

  /** A submitted multi-select, or an empty list when absent. */
  public List<String> strings(String name) {
    JsonValue value = content().get(name);
    List<String> strings = new ArrayList<>();
    if (value instanceof JsonArray) {
      for (JsonValue element : ((JsonArray) value).elements()) {
        strings.add(element.asString());
      }
    }
    return List.copyOf(strings);
  }

  @Override
  public String method() {
    return McpMethods.ELICITATION_CREATE;
  }

  @Override
  public JsonObject toJson() {
    JsonObject.Builder json = JsonObject.builder().put("action", action.wireName);
    if (content != null) {
      json.put("content", content);
    }
    return json.build();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ElicitationAnswer && toJson().equals(((ElicitationAnswer) other).toJson());
  }

  @Override
  public int hashCode() {
    return toJson().hashCode();
  }

  @Override
  public String toString() {
    return toJson().toString();
  }
}
