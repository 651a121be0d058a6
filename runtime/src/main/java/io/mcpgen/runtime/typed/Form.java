package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import io.mcpgen.runtime.server.McpErrorException;
import java.util.Objects;

/**
 * A form record as an elicitation form: its {@code requestedSchema} (computed when the interface
 * compiled) and its codec, which turns the submitted {@code content} into the record and back.
 * Generated stubs hold one per form record; users meet them only through {@link Elicited}.
 *
 * <p>A form has a name, the record's simple name unless given: its questions carry it in their
 * {@code _meta} under {@value FormElicitation#FORM_NAME_META}, so that a typed client tells apart
 * two forms with the same fields. Other clients ignore it.
 *
 * @param <T> the record
 */
public final class Form<T> {

  private final Class<T> type;
  private final String name;
  private final JsonObject requestedSchema;
  private final JsonCodec<T> codec;

  private Form(Class<T> type, String name, JsonObject requestedSchema, JsonCodec<T> codec) {
    this.type = Objects.requireNonNull(type, "type");
    this.name = Objects.requireNonNull(name, "name");
    this.requestedSchema = Objects.requireNonNull(requestedSchema, "requestedSchema");
    this.codec = Objects.requireNonNull(codec, "codec");
  }

  /**
   * @param requestedSchema the flat object schema shown to the user
   * @param codec reads and writes the record as the form's {@code content}
   */
  public static <T> Form<T> of(Class<T> type, JsonObject requestedSchema, JsonCodec<T> codec) {
    return new Form<>(type, type.getSimpleName(), requestedSchema, codec);
  }

  /**
   * @param name the form's name, sent with each question (generated code passes the record's simple name)
   * @param requestedSchema the flat object schema shown to the user
   * @param codec reads and writes the record as the form's {@code content}
   */
  public static <T> Form<T> of(Class<T> type, String name, JsonObject requestedSchema, JsonCodec<T> codec) {
    return new Form<>(type, name, requestedSchema, codec);
  }

  /** The name its questions carry. */
  public String name() {
    return name;
  }

  /** The record this form fills. */
  public Class<T> type() {
    return type;
  }

  public JsonObject requestedSchema() {
    return requestedSchema;
  }

  /** The question to send, with this message, naming this form. */
  public FormElicitation question(String message) {
    return FormElicitation.of(message, requestedSchema).named(name);
  }

  /**
   * The user's answer, as the server reads it under {@code key}: accepted content (already checked
   * against the schema) becomes the record.
   *
   * @throws McpErrorException {@code -32602} when the content does not make a record (a value the
   *     record's own constructor refuses, say)
   */
  public Elicited<T> read(String key, ElicitationAnswer answer) {
    switch (answer.action()) {
      case ACCEPT:
        try {
          return Elicited.accepted(decode(answer.content()));
        } catch (JsonException | IllegalArgumentException misfit) {
          throw McpErrorException.invalidParams("Invalid input response for '" + key + "': " + misfit.getMessage());
        }
      case DECLINE:
        return Elicited.declined();
      default:
        return Elicited.cancelled();
    }
  }

  /** The answer a client sends for this outcome. */
  public ElicitationAnswer write(Elicited<T> outcome) {
    if (outcome instanceof Elicited.Accepted) {
      return ElicitationAnswer.accept(encode(((Elicited.Accepted<T>) outcome).value()));
    }
    return outcome instanceof Elicited.Declined ? ElicitationAnswer.decline() : ElicitationAnswer.cancel();
  }

  /** The record from submitted content. */
  public T decode(JsonObject content) {
    return Json.decode(content, codec);
  }

  /** The content that submits this record. */
  public JsonObject encode(T value) {
    JsonValue content = Json.toValue(Objects.requireNonNull(value, "value"), codec);
    return content.asObject();
  }

  @Override
  public String toString() {
    return "Form(" + type.getName() + ")";
  }
}
