package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A form-mode {@code elicitation/create}: a message and a flat {@code requestedSchema} of
 * primitive properties. Needs {@code elicitation.form} (or a bare {@code elicitation: {}}).
 *
 * <p>Form mode must never ask for passwords, API keys, tokens or payment credentials: use
 * {@link UrlElicitation} for those.
 */
public final class FormElicitation extends WireQuestion implements InputRequest {

  /**
   * The {@code _meta} key under which a question names the form record it asks for: mcpgen's own
   * (a vendor prefix, as the specification's {@code _meta} rules ask), ignored by other clients.
   */
  public static final String FORM_NAME_META = "io.mcpgen/form";

  private static final JsonObject REQUIRED = JsonObject.of("elicitation",
      JsonObject.of("form", JsonObject.empty()));
  private static final Set<String> PROPERTY_TYPES = Set.of("string", "number", "integer", "boolean", "array");

  private FormElicitation(JsonObject params) {
    super(params);
  }

  /**
   * A form elicitation with {@code mode: "form"}.
   *
   * @param requestedSchema {@code {"type":"object","properties":{...},"required"?:[...]}}, flat,
   *     each property a string, number, integer, boolean or string-array (enum) schema
   * @throws IllegalArgumentException when the schema is not such an object
   */
  public static FormElicitation of(String message, JsonObject requestedSchema) {
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(requestedSchema, "requestedSchema");
    return fromParams(JsonObject.builder()
        .put("mode", "form")
        .put("message", message)
        .put("requestedSchema", requestedSchema)
        .build());
  }

  /** Checks and wraps params as received; {@code mode} may be absent. */
  static FormElicitation fromParams(JsonObject params) {
    String where = "elicitation/create params";
    Fields.string(params, "message", where);
    JsonObject schema = Fields.object(params, "requestedSchema", where);
    if (!JsonString.of("object").equals(schema.get("type"))) {
      throw new IllegalArgumentException("requestedSchema.type must be \"object\"");
    }
    JsonObject properties = Fields.object(schema, "properties", "requestedSchema");
    for (String name : properties.names()) {
      JsonValue property = properties.get(name);
      if (!(property instanceof JsonObject)
          || !(((JsonObject) property).get("type") instanceof JsonString)
          || !PROPERTY_TYPES.contains(((JsonObject) property).get("type").asString())) {
        throw new IllegalArgumentException("requestedSchema.properties." + name
            + " must be a flat primitive schema (string, number, integer, boolean or array)");
      }
    }
    JsonArray required = (JsonArray) Fields.optional(schema, "required", JsonArray.class, "requestedSchema");
    if (required != null) {
      for (JsonValue name : required.elements()) {
        if (!(name instanceof JsonString)) {
          throw new IllegalArgumentException("requestedSchema.required must list strings");
        }
      }
    }
    return new FormElicitation(params);
  }

  /**
   * This question, naming the form it asks for in its {@code _meta} ({@value #FORM_NAME_META}),
   * beside whatever {@code _meta} it has.
   */
  public FormElicitation named(String formName) {
    Objects.requireNonNull(formName, "formName");
    JsonValue meta = params().get("_meta");
    JsonObject named = (meta instanceof JsonObject ? (JsonObject) meta : JsonObject.empty())
        .with(FORM_NAME_META, JsonString.of(formName));
    return new FormElicitation(params().with("_meta", named));
  }

  /** The form name the question carries ({@value #FORM_NAME_META}), if it carries one. */
  public Optional<String> formName() {
    JsonValue meta = params().get("_meta");
    JsonValue name = meta instanceof JsonObject ? ((JsonObject) meta).get(FORM_NAME_META) : null;
    return name instanceof JsonString ? Optional.of(name.asString()) : Optional.empty();
  }

  public String message() {
    return params().get("message").asString();
  }

  public JsonObject requestedSchema() {
    return params().get("requestedSchema").asObject();
  }

  @Override
  public String method() {
    return McpMethods.ELICITATION_CREATE;
  }

  @Override
  public JsonObject requiredCapabilities() {
    return REQUIRED;
  }
}
