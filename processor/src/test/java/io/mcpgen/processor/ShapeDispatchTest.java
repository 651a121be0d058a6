package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How a union told apart by shape looks ahead: through a probe whose tests are bits (the goldens
 * show it), unless its rules make more tests than a probe answers, when it looks at the object's
 * shape instead.
 */
class ShapeDispatchTest {

  @Test
  void aUnionWithMoreTestsThanAProbeAnswersLooksAtTheShape(@TempDir Path dir) throws IOException {
    String source = codecOf(dir, 33);
    assertTrue(source.contains("in.peekShape(COMPARED_MEMBERS)"), source);
    assertFalse(source.contains("ShapeProbe"), source);
  }

  @Test
  void aUnionWithinTheProbesTestsAsksTheProbe(@TempDir Path dir) throws IOException {
    String source = codecOf(dir, 31);
    assertTrue(source.contains("in.peekMembers(PROBE)"), source);
    assertTrue(source.contains("private static final long HAS_B30 = 1L << 61;"), source);
    assertFalse(source.contains("ObjectShape"), source);
  }

  /**
   * The codec of union {@code Wide} of two objects, each with {@code required} required members of
   * its own (so 2 x {@code required} presence tests), compiled without a warning.
   */
  private static String codecOf(Path dir, int required) throws IOException {
    Path schema = dir.resolve("wide.json");
    Files.writeString(schema, wideSchema(required), StandardCharsets.UTF_8);
    Compilation compilation = Compilations.compile(Compilations.packageInfo("test.wide",
        "file = \"" + schema.toString().replace("\\", "\\\\") + "\""));
    assertThat(compilation).succeededWithoutWarnings();
    return Compilations.generatedSources(compilation).get("test.wide.WideJsonCodec");
  }

  private static String wideSchema(int required) {
    return "{\"$schema\":\"https://json-schema.org/draft/2020-12/schema\",\"$defs\":{"
        + "\"Wide\":{\"anyOf\":[{\"$ref\":\"#/$defs/A\"},{\"$ref\":\"#/$defs/B\"}]},"
        + "\"A\":" + variant("a", required) + ",\"B\":" + variant("b", required) + "}}";
  }

  private static String variant(String prefix, int required) {
    StringBuilder properties = new StringBuilder();
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < required; i++) {
      String separator = i == 0 ? "" : ",";
      properties.append(separator).append("\"").append(prefix).append(i).append("\":{\"type\":\"string\"}");
      names.append(separator).append("\"").append(prefix).append(i).append("\"");
    }
    return "{\"type\":\"object\",\"properties\":{" + properties + "},\"required\":[" + names + "]}";
  }
}
