package io.mcpgen.samples.orders.demo;

import io.mcpgen.protocol.Root;
import io.mcpgen.protocol.RootJsonCodec;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.typed.FormQuestion;
import io.mcpgen.runtime.typed.UrlQuestion;
import io.mcpgen.samples.orders.client.AnswerSource;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Answers from a JSON file: one member per question key, in the protocol's shapes.
 *
 * <pre>{@code
 * {
 *   "delivery":  {"action": "accept", "content": {"name": "Ada Lovelace", ...}},
 *   "checkout":  {"action": "accept"},
 *   "card":      {"text": "what the model says"},
 *   "workspace": {"roots": [{"uri": "file:///home/ada/tea-shop", "name": "tea-shop"}]}
 * }
 * }</pre>
 */
public final class ScriptedAnswers implements AnswerSource {

  /** The answers the demo uses unless told otherwise, in this package's resources. */
  static final String BUNDLED = "demo-answers.json";

  private final JsonObject script;
  private final String origin;

  private ScriptedAnswers(JsonObject script, String origin) {
    this.script = script;
    this.origin = origin;
  }

  /** The answers shipped with the demo. */
  public static ScriptedAnswers bundled() {
    try (InputStream in = ScriptedAnswers.class.getResourceAsStream(BUNDLED)) {
      if (in == null) {
        throw new IllegalStateException(BUNDLED + " is missing from the demo's classpath");
      }
      return new ScriptedAnswers(Json.parse(in.readAllBytes()).asObject(), BUNDLED + " (bundled)");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The answers in {@code file}.
   *
   * @throws IOException naming the file when it cannot be read
   * @throws IllegalArgumentException naming the file when it does not hold a JSON object
   */
  public static ScriptedAnswers read(Path file) throws IOException {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new IOException("cannot read the answer file " + file + " (" + e.getClass().getSimpleName() + ")", e);
    }
    JsonValue answers;
    try {
      answers = Json.parse(bytes);
    } catch (JsonException e) {
      throw new IllegalArgumentException("the answer file " + file + " is not JSON: " + e.getMessage(), e);
    }
    if (!(answers instanceof JsonObject)) {
      throw new IllegalArgumentException("the answer file " + file + " must hold a JSON object");
    }
    return new ScriptedAnswers((JsonObject) answers, file.toString());
  }

  /** Where the answers come from, for the demo's first line. */
  public String origin() {
    return origin;
  }

  @Override
  public ElicitationAnswer form(FormQuestion question) {
    JsonObject entry = entry(question.key());
    return elicitation(question.key(), entry, () -> ElicitationAnswer.accept(member(question.key(), entry, "content")
        .asObject()));
  }

  @Override
  public ElicitationAnswer url(UrlQuestion question) {
    return elicitation(question.key(), entry(question.key()), ElicitationAnswer::acceptUrl);
  }

  @Override
  public String sample(String key, String prompt, long maxTokens) {
    return member(key, entry(key), "text").asString();
  }

  @Override
  public List<Root> roots(InputContext context) {
    List<Root> roots = new ArrayList<>();
    for (JsonValue root : member(context.key(), entry(context.key()), "roots").asArray().elements()) {
      roots.add(Json.decode(root, RootJsonCodec.INSTANCE));
    }
    return roots;
  }

  private ElicitationAnswer elicitation(String key, JsonObject entry, Supplier<ElicitationAnswer> accept) {
    String action = member(key, entry, "action").asString();
    switch (action) {
      case "accept":
        return accept.get();
      case "decline":
        return ElicitationAnswer.decline();
      case "cancel":
        return ElicitationAnswer.cancel();
      default:
        throw new IllegalStateException(origin + ": the action of '" + key + "' is \"" + action
            + "\"; it is one of accept, decline, cancel");
    }
  }

  private JsonObject entry(String key) {
    JsonValue entry = script.get(key);
    if (entry == null) {
      throw new IllegalStateException(origin + " has no answer for the question '" + key + "'");
    }
    return entry.asObject();
  }

  private JsonValue member(String key, JsonObject entry, String name) {
    JsonValue value = entry.get(name);
    if (value == null) {
      throw new IllegalStateException(origin + ": the answer to '" + key + "' needs \"" + name + "\"");
    }
    return value;
  }
}
