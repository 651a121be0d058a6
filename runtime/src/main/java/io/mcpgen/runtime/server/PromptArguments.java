package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;

/** Checks {@code prompts/get} arguments: an object of strings, with every required argument present. */
final class PromptArguments {

  private PromptArguments() {}

  static JsonObject check(JsonValue arguments, JsonObject definition) {
    if (!(arguments instanceof JsonObject)) {
      throw RequestFailure.invalidParams("Invalid params: arguments must be an object");
    }
    JsonObject args = (JsonObject) arguments;
    for (String name : args.names()) {
      if (!(args.get(name) instanceof JsonString)) {
        throw RequestFailure.invalidParams("Invalid params: prompt argument " + name + " must be a string");
      }
    }
    JsonValue declared = definition.get("arguments");
    if (declared instanceof JsonArray) {
      for (JsonValue argument : declared.asArray().elements()) {
        if (argument instanceof JsonObject && JsonBoolean.TRUE.equals(((JsonObject) argument).get("required"))
            && ((JsonObject) argument).get("name") instanceof JsonString
            && !args.has(((JsonObject) argument).get("name").asString())) {
          throw RequestFailure.invalidParams(
              "Missing required argument: " + ((JsonObject) argument).get("name").asString());
        }
      }
    }
    return args;
  }
}
