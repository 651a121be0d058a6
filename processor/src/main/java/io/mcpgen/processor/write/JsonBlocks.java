package io.mcpgen.processor.write;

import com.palantir.javapoet.CodeBlock;
import io.mcpgen.processor.model.handler.JsonText;

/**
 * JSON computed at compile time, as generated code holds it: a text block parsed once, when the
 * class loads, so a reader sees the JSON exactly as it goes on the wire.
 */
final class JsonBlocks {

  private JsonBlocks() {}

  /** {@code Json.parse("""...""").asObject()} for a JSON object built with {@link JsonText}. */
  static CodeBlock object(Object json) {
    return CodeBlock.of("$T.parse($L).asObject()", RuntimeNames.JSON, textBlock(JsonText.pretty(json)));
  }

  /**
   * A text block of the text. Backslashes are doubled (JSON escapes stay escapes, and no unicode
   * escape can form) and a run of three quotes is broken, so the block holds the text exactly.
   */
  static String textBlock(String text) {
    String escaped = text.replace("\\", "\\\\").replace("\"\"\"", "\"\"\\\"");
    return "\"\"\"\n" + escaped + "\"\"\"";
  }
}
