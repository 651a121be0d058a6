package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every bundled revision generates into a package of its own and compiles with no error and no
 * warning under {@code -Xlint:all,-processing -Werror}: both dialects (draft-07 {@code definitions}
 * up to 2025-06-18, 2020-12 {@code $defs} after).
 */
class RevisionsCompileTest {

  @Test
  void revision20241105() {
    assertCompiles("2024-11-05", "JSONRPCMessage", "CallToolResult");
  }

  @Test
  void revision20250326() {
    assertCompiles("2025-03-26", "JSONRPCMessage", "AudioContent");
  }

  @Test
  void revision20250618() {
    assertCompiles("2025-06-18", "ElicitRequest", "PrimitiveSchemaDefinition");
  }

  @Test
  void revision20251125() {
    assertCompiles("2025-11-25", "CancelTaskResult", "ElicitRequestParams");
  }

  @Test
  void revision20260728() {
    assertCompiles("2026-07-28", "InputRequiredResult", "CallToolResultResponse");
  }

  private static void assertCompiles(String revision, String... someTypes) {
    String packageName = "rev.r" + revision.replace("-", "_");
    Compilation compilation = Compilations.compile(
        Compilations.packageInfo(packageName, "revision = \"" + revision + "\""));
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> sources = Compilations.generatedSources(compilation);
    for (String type : someTypes) {
      assertTrue(sources.containsKey(packageName + "." + type), () -> revision + " has no " + type);
      assertTrue(sources.containsKey(packageName + "." + type + "JsonCodec"), () -> revision + " has no codec of " + type);
    }
    assertTrue(sources.containsKey(packageName + ".McpSchemaJacksonModule"));
  }
}
