package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.server.InvalidArgumentsException;
import io.mcpgen.runtime.server.RoundContext;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/** A call's arguments as a record, both ways: the server decodes them, the client encodes them. */
public final class Arguments {

  private Arguments() {}

  /**
   * The round's arguments as the record.
   *
   * @throws InvalidArgumentsException naming what does not fit (a missing member, a member of the
   *     wrong type, a value the record's constructor refuses), so a bad call never reaches the
   *     method: a tool error the model can read for a tool, {@code -32602} for a prompt
   */
  public static <T> T decode(RoundContext round, JsonCodec<T> codec) {
    try {
      return Json.decode(round.arguments(), codec);
    } catch (JsonException | IllegalArgumentException misfit) {
      String what = McpMethods.PROMPTS_GET.equals(round.method()) ? "prompt " : "tool ";
      throw new InvalidArgumentsException("Invalid arguments for " + what + round.name() + ": " + where(misfit));
    }
  }

  /** The misfit's reason at its place in the request's params, e.g. {@code at /arguments/range}. */
  private static String where(RuntimeException misfit) {
    if (misfit instanceof JsonException && ((JsonException) misfit).pointer() != null) {
      JsonException json = (JsonException) misfit;
      return json.reason() + " at /arguments" + json.pointer();
    }
    return misfit.getMessage();
  }

  /** The record as the {@code arguments} object of a call. */
  public static <T> JsonObject encode(T arguments, JsonCodec<T> codec) {
    return Json.toValue(Objects.requireNonNull(arguments, "arguments"), codec).asObject();
  }

  /**
   * The value a resource template's variable matched in the URI, percent-decoded (as the client
   * percent-encoded it when it expanded the template); a {@code %} not followed by two hex digits
   * stays as it is.
   *
   * @throws IllegalStateException when the template has no such variable (a generated stub never
   *     asks for one)
   */
  public static String uriVariable(RoundContext round, String name) {
    String value = round.uriVariables().get(name);
    if (value == null) {
      throw new IllegalStateException("the URI template matched no variable " + name);
    }
    return value.indexOf('%') < 0 ? value : percentDecoded(value);
  }

  private static String percentDecoded(String text) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
    int i = 0;
    while (i < text.length()) {
      int high = i + 2 < text.length() ? Character.digit(text.charAt(i + 1), 16) : -1;
      int low = i + 2 < text.length() ? Character.digit(text.charAt(i + 2), 16) : -1;
      if (text.charAt(i) == '%' && high >= 0 && low >= 0) {
        bytes.write(high * 16 + low);
        i += 3;
      } else {
        int codePoint = text.codePointAt(i);
        byte[] utf8 = new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8);
        bytes.write(utf8, 0, utf8.length);
        i += Character.charCount(codePoint);
      }
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
