package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The same input gives byte-identical output, whatever the order the sources come in. */
class DeterminismTest {

  private static final String SERVICES = "META-INF/services/io.mcpgen.json.jackson.CodecModule";

  @Test
  void twoRunsGiveIdenticalFiles() {
    JavaFileObject protocol = Compilations.packageInfo("same.protocol", "revision = \"2026-07-28\"");
    JavaFileObject older = Compilations.packageInfo("same.older", "revision = \"2025-06-18\"");
    Compilation first = Compilations.compile(protocol, older);
    Compilation second = Compilations.compile(older, protocol);
    assertThat(first).succeededWithoutWarnings();
    assertThat(second).succeededWithoutWarnings();
    Map<String, String> firstFiles = Compilations.generatedSources(first);
    assertEquals(firstFiles, Compilations.generatedSources(second));
    assertEquals(Compilations.generatedResource(first, SERVICES), Compilations.generatedResource(second, SERVICES));
    assertEquals("same.older.McpSchemaJacksonModule\nsame.protocol.McpSchemaJacksonModule\n",
        Compilations.generatedResource(first, SERVICES));
  }
}
