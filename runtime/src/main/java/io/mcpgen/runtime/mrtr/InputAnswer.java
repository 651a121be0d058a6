package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;

/**
 * The client's answer to one {@link InputRequest}, as it travels in {@code inputResponses}: a bare
 * result ({@code ElicitResult}, {@code CreateMessageResult} or {@code ListRootsResult}) with no
 * JSON-RPC envelope and no {@code resultType}.
 *
 * <p>The three result shapes have no discriminator, so an answer is always read by the method of
 * the question it answers ({@link #decode}).
 */
public sealed interface InputAnswer permits ElicitationAnswer, SamplingAnswer, RootsAnswer {

  /** The bare result object as it goes on the wire. */
  JsonObject toJson();

  /** The method of the question this answers. */
  String method();

  /**
   * Reads an answer as the result of {@code method}.
   *
   * @throws IllegalArgumentException when the JSON is not that method's result
   */
  static InputAnswer decode(String method, JsonValue json) {
    if (!(json instanceof JsonObject)) {
      throw new IllegalArgumentException("an input response must be an object");
    }
    JsonObject object = (JsonObject) json;
    switch (method) {
      case McpMethods.ELICITATION_CREATE:
        return ElicitationAnswer.fromJson(object);
      case McpMethods.SAMPLING_CREATE_MESSAGE:
        return SamplingAnswer.fromJson(object);
      case McpMethods.ROOTS_LIST:
        return RootsAnswer.fromJson(object);
      default:
        throw new IllegalArgumentException("no input request method " + method);
    }
  }
}
