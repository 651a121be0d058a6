package io.mcpgen.it.conformance;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.typed.McpExchange;

/** The 2025-11-25 fixtures' behaviour. */
final class SessionService implements SessionFixtures {

  private static final String LOGGER = "conformance";

  private static final JsonObject USER_FORM = Json.parse("{\"type\":\"object\",\"properties\":{"
      + "\"username\":{\"type\":\"string\",\"description\":\"User's response\"},"
      + "\"email\":{\"type\":\"string\",\"description\":\"User's email address\"}},"
      + "\"required\":[\"username\",\"email\"]}").asObject();

  private static final JsonObject DEFAULTS_FORM = Json.parse("{\"type\":\"object\",\"properties\":{"
      + "\"name\":{\"type\":\"string\",\"default\":\"John Doe\"},"
      + "\"age\":{\"type\":\"integer\",\"default\":30},"
      + "\"score\":{\"type\":\"number\",\"default\":95.5},"
      + "\"status\":{\"type\":\"string\",\"enum\":[\"active\",\"inactive\",\"pending\"],\"default\":\"active\"},"
      + "\"verified\":{\"type\":\"boolean\",\"default\":true}}}").asObject();

  private static final JsonObject ENUMS_FORM = Json.parse("{\"type\":\"object\",\"properties\":{"
      + "\"untitledSingle\":{\"type\":\"string\",\"enum\":[\"option1\",\"option2\",\"option3\"]},"
      + "\"titledSingle\":{\"type\":\"string\",\"oneOf\":[{\"const\":\"value1\",\"title\":\"First Option\"},"
      + "{\"const\":\"value2\",\"title\":\"Second Option\"},{\"const\":\"value3\",\"title\":\"Third Option\"}]},"
      + "\"legacyEnum\":{\"type\":\"string\",\"enum\":[\"opt1\",\"opt2\",\"opt3\"],"
      + "\"enumNames\":[\"Option One\",\"Option Two\",\"Option Three\"]},"
      + "\"untitledMulti\":{\"type\":\"array\",\"items\":{\"type\":\"string\",\"enum\":[\"option1\",\"option2\",\"option3\"]}},"
      + "\"titledMulti\":{\"type\":\"array\",\"items\":{\"anyOf\":[{\"const\":\"value1\",\"title\":\"First Choice\"},"
      + "{\"const\":\"value2\",\"title\":\"Second Choice\"},{\"const\":\"value3\",\"title\":\"Third Choice\"}]}}}}")
      .asObject();

  @Override
  public String toolWithLogging(McpExchange exchange) {
    exchange.round().log(LogLevel.INFO, LOGGER, JsonString.of("Tool execution started"));
    pause();
    exchange.round().log(LogLevel.INFO, LOGGER, JsonString.of("Tool processing data"));
    pause();
    exchange.round().log(LogLevel.INFO, LOGGER, JsonString.of("Tool execution completed"));
    return "Logging tool completed";
  }

  @Override
  public String sampling(SamplingPrompt prompt, McpExchange exchange) {
    return "LLM response: " + exchange.sampleText("sampling", prompt.prompt(), 100);
  }

  @Override
  public String elicitation(ElicitationMessage message, McpExchange exchange) {
    ElicitationAnswer answer = exchange.untyped().elicitForm("user_info", message.message(), USER_FORM);
    return "User response: action=" + answer.action().wireName() + ", content=" + answer.content();
  }

  @Override
  public String elicitationDefaults(McpExchange exchange) {
    ElicitationAnswer answer = exchange.untyped().elicitForm("defaults", "Please review your profile", DEFAULTS_FORM);
    return "Elicitation completed: action=" + answer.action().wireName() + ", content=" + answer.content();
  }

  @Override
  public String elicitationEnums(McpExchange exchange) {
    ElicitationAnswer answer = exchange.untyped().elicitForm("enums", "Please choose", ENUMS_FORM);
    return "Elicitation completed: action=" + answer.action().wireName() + ", content=" + answer.content();
  }

  private static void pause() {
    try {
      Thread.sleep(50);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
