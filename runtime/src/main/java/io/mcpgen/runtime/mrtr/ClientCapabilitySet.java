package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.util.Objects;

/**
 * The client capabilities one request declared, read by the rules of 2026-07-28:
 * {@code elicitation: {}} means form mode only, URL mode needs {@code elicitation.url}, tools in
 * sampling need {@code sampling.tools}. A server judges every request by its own declaration and
 * never by an earlier request's.
 */
public final class ClientCapabilitySet {

  private static final ClientCapabilitySet NONE = new ClientCapabilitySet(JsonObject.empty());

  private final JsonObject json;

  private ClientCapabilitySet(JsonObject json) {
    this.json = json;
  }

  /** The capabilities in a {@code ClientCapabilities} object. */
  public static ClientCapabilitySet of(JsonObject capabilities) {
    return new ClientCapabilitySet(Objects.requireNonNull(capabilities, "capabilities"));
  }

  /** No optional capability ({@code {}}). */
  public static ClientCapabilitySet none() {
    return NONE;
  }

  /** The declaration as sent. */
  public JsonObject toJson() {
    return json;
  }

  /** True when form elicitations may be sent: {@code elicitation.form}, or an elicitation object naming no mode. */
  public boolean formElicitation() {
    JsonObject elicitation = member(json, "elicitation");
    if (elicitation == null) {
      return false;
    }
    // An elicitation object naming no mode predates the modes and means form only.
    return member(elicitation, "form") != null
        || (!elicitation.has("form") && !elicitation.has("url"));
  }

  /** True when URL elicitations may be sent: {@code elicitation.url}. */
  public boolean urlElicitation() {
    JsonObject elicitation = member(json, "elicitation");
    return elicitation != null && member(elicitation, "url") != null;
  }

  /** True when sampling requests may be sent: {@code sampling}. */
  public boolean sampling() {
    return member(json, "sampling") != null;
  }

  /** True when sampling requests may carry tools: {@code sampling.tools}. */
  public boolean samplingTools() {
    JsonObject sampling = member(json, "sampling");
    return sampling != null && member(sampling, "tools") != null;
  }

  /** True when sampling requests may ask for context beyond {@code none}: {@code sampling.context}. */
  public boolean samplingContext() {
    JsonObject sampling = member(json, "sampling");
    return sampling != null && member(sampling, "context") != null;
  }

  /** True when roots requests may be sent: {@code roots}. */
  public boolean roots() {
    return member(json, "roots") != null;
  }

  /**
   * True when every capability named in {@code required} (a {@code ClientCapabilities}-shaped
   * object, as an input request's {@link InputRequest#requiredCapabilities()}) is declared here.
   */
  public boolean covers(JsonObject required) {
    for (String name : required.names()) {
      JsonValue need = required.get(name);
      if ("elicitation".equals(name)) {
        JsonObject modes = need instanceof JsonObject ? (JsonObject) need : JsonObject.empty();
        if ((modes.has("form") || modes.isEmpty()) && !formElicitation()) {
          return false;
        }
        if (modes.has("url") && !urlElicitation()) {
          return false;
        }
      } else if (!coversPlain(json.get(name), need)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The part of {@code required} (a {@code ClientCapabilities}-shaped object) not declared here,
   * in the same shape: empty when {@link #covers} it all. For one {@code -32021} that names
   * everything missing at once.
   */
  public JsonObject lacking(JsonObject required) {
    JsonObject.Builder lacking = JsonObject.builder();
    for (String name : required.names()) {
      JsonValue need = required.get(name);
      if ("elicitation".equals(name) && need instanceof JsonObject && !((JsonObject) need).isEmpty()) {
        JsonObject.Builder modes = JsonObject.builder();
        ((JsonObject) need).members().forEach((mode, value) -> {
          if (!covers(JsonObject.of(name, JsonObject.of(mode, value)))) {
            modes.put(mode, value);
          }
        });
        JsonObject missingModes = modes.build();
        if (!missingModes.isEmpty()) {
          lacking.put(name, missingModes);
        }
      } else if (!covers(JsonObject.of(name, need))) {
        lacking.put(name, need);
      }
    }
    return lacking.build();
  }

  private static boolean coversPlain(JsonValue declared, JsonValue need) {
    if (!(declared instanceof JsonObject)) {
      return false;
    }
    if (!(need instanceof JsonObject)) {
      return true;
    }
    for (String sub : ((JsonObject) need).names()) {
      if (!(((JsonObject) declared).get(sub) instanceof JsonObject)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The union of two {@code ClientCapabilities}-shaped objects, e.g. to list every capability a
   * request lacked in one {@code -32021} error.
   */
  public static JsonObject union(JsonObject a, JsonObject b) {
    JsonObject.Builder merged = JsonObject.builder();
    a.members().forEach(merged::put);
    b.members().forEach((name, value) -> {
      JsonValue mine = a.get(name);
      merged.put(name, mine instanceof JsonObject && value instanceof JsonObject
          ? union((JsonObject) mine, (JsonObject) value) : value);
    });
    return merged.build();
  }

  private static JsonObject member(JsonObject object, String name) {
    JsonValue value = object.get(name);
    return value instanceof JsonObject ? (JsonObject) value : null;
  }

  @Override
  public String toString() {
    return json.toString();
  }
}
