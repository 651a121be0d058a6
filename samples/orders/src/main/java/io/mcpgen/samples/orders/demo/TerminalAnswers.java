package io.mcpgen.samples.orders.demo;

import io.mcpgen.protocol.Root;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.typed.FormQuestion;
import io.mcpgen.runtime.typed.UrlQuestion;
import io.mcpgen.samples.orders.client.AnswerSource;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Answers from a person at the terminal: each form field is asked on its own line, with its
 * choices numbered and its default taken on an empty line. The person plays the client's model
 * too. Nothing is opened: a URL is only consented to, as a client would before opening it.
 */
public final class TerminalAnswers implements AnswerSource {

  private static final String PROMPT = "   > ";

  private final BufferedReader in;
  private final PrintStream out;
  private final Path workingDirectory;

  /**
   * @param workingDirectory the folder offered as the client's root
   */
  public TerminalAnswers(BufferedReader in, PrintStream out, Path workingDirectory) {
    this.in = in;
    this.out = out;
    this.workingDirectory = workingDirectory;
  }

  @Override
  public ElicitationAnswer form(FormQuestion question) throws IOException {
    String choice = ask("fill in the form? [a]ccept, [d]ecline, [c]ancel (a)", "a|d|c|", "a, d or c");
    if (!choice.equals("a") && !choice.isEmpty()) {
      return choice.equals("d") ? ElicitationAnswer.decline() : ElicitationAnswer.cancel();
    }
    JsonObject.Builder content = JsonObject.builder();
    for (FormField field : FormField.of(question.requestedSchema())) {
      JsonValue value = field(field);
      if (value != null) {
        content.put(field.name(), value);
      }
    }
    return ElicitationAnswer.accept(content.build());
  }

  @Override
  public ElicitationAnswer url(UrlQuestion question) throws IOException {
    String host = URI.create(question.url()).getHost();
    String choice = ask("open " + question.url() + " (host " + host + ")? the demo only records consent [y/N]",
        "y|n|", "y or n");
    return choice.equals("y") ? ElicitationAnswer.acceptUrl() : ElicitationAnswer.decline();
  }

  @Override
  public String sample(String key, String prompt, long maxTokens) throws IOException {
    out.println(PROMPT + "you are the client's model; reply in one line (\\n for a new line):");
    return line().replace("\\n", "\n");
  }

  @Override
  public List<Root> roots(InputContext context) throws IOException {
    String uri = workingDirectory.toUri().toString();
    String choice = ask("share " + uri + " as a root? [Y/n]", "y|n|", "y or n");
    String name = workingDirectory.getFileName() == null ? uri : workingDirectory.getFileName().toString();
    return choice.equals("n") ? List.of() : List.of(new Root(null, name, uri, Map.of()));
  }

  /** The field's value, or null to leave an optional field out. */
  private JsonValue field(FormField field) throws IOException {
    out.println(PROMPT + field.label() + (field.description().isEmpty() ? "" : " - " + field.description())
        + (field.format().isEmpty() ? "" : " (" + field.format() + ")"));
    for (int i = 0; i < field.options().size(); i++) {
      out.println(PROMPT + "  " + (i + 1) + ") " + field.options().get(i).title());
    }
    String hint = field.defaultValue() != null ? "empty for " + plain(field.defaultValue())
        : field.required() ? "required" : "empty to skip";
    while (true) {
      out.print(PROMPT + expects(field) + " (" + hint + "): ");
      out.flush();
      String line = line().strip();
      if (line.isEmpty()) {
        if (field.defaultValue() != null || !field.required()) {
          return field.defaultValue();
        }
        out.println(PROMPT + "the form needs this one");
        continue;
      }
      try {
        return parse(field, line);
      } catch (IllegalArgumentException misfit) {
        out.println(PROMPT + misfit.getMessage());
      }
    }
  }

  /** What to type for the field. */
  private static String expects(FormField field) {
    if (field.multiSelect()) {
      return "numbers, comma-separated";
    }
    if (!field.options().isEmpty()) {
      return "a number";
    }
    switch (field.type()) {
      case "boolean":
        return "y or n";
      case "integer":
        return "a whole number";
      case "number":
        return "a number";
      default:
        return "text";
    }
  }

  private static JsonValue parse(FormField field, String line) {
    if (field.multiSelect()) {
      JsonArray.Builder chosen = JsonArray.builder();
      for (String number : line.split("\\s*,\\s*")) {
        chosen.add(option(field, number));
      }
      return chosen.build();
    }
    if (!field.options().isEmpty()) {
      return JsonString.of(option(field, line));
    }
    switch (field.type()) {
      case "boolean":
        if (!line.matches("(?i)y|yes|n|no|true|false")) {
          throw new IllegalArgumentException("y or n");
        }
        return line.matches("(?i)y|yes|true") ? JsonBoolean.TRUE : JsonBoolean.FALSE;
      case "integer":
      case "number":
        JsonValue number = parseNumber(line);
        if (field.type().equals("integer") && !line.matches("-?\\d+")) {
          throw new IllegalArgumentException("a whole number");
        }
        return number;
      default:
        return JsonString.of(line);
    }
  }

  private static JsonValue parseNumber(String line) {
    try {
      JsonValue value = Json.parse(line);
      if (value instanceof JsonNumber) {
        return value;
      }
    } catch (RuntimeException notJson) {
      // reported below, as for any other text that is no number
    }
    throw new IllegalArgumentException("a number");
  }

  private static String option(FormField field, String number) {
    try {
      return field.options().get(Integer.parseInt(number) - 1).value();
    } catch (NumberFormatException | IndexOutOfBoundsException misfit) {
      throw new IllegalArgumentException("a number from 1 to " + field.options().size());
    }
  }

  /** The answer to a one-letter question: lower case, one of {@code allowed} (a regex). */
  private String ask(String question, String allowed, String expected) throws IOException {
    while (true) {
      out.print(PROMPT + question + " ");
      out.flush();
      String answer = line().strip().toLowerCase(Locale.ROOT);
      if (answer.matches(allowed)) {
        return answer;
      }
      out.println(PROMPT + expected + ", please");
    }
  }

  private String line() throws IOException {
    String line = in.readLine();
    if (line == null) {
      throw new IllegalStateException("the terminal's input ended before the answer");
    }
    return line;
  }

  private static String plain(JsonValue value) {
    if (value instanceof JsonString) {
      return value.asString();
    }
    if (value instanceof JsonArray) {
      List<String> parts = new ArrayList<>();
      value.asArray().elements().forEach(element -> parts.add(plain(element)));
      return String.join(", ", parts);
    }
    return Json.stringify(value);
  }
}
