package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Exact generated text for each mapping construct, on small schemas written for the test
 * ({@code src/test/resources/schemas/}); every file must also compile without a warning under
 * {@code -Xlint:all,-processing -Werror}.
 */
class GoldenTest {

  /** Records: required, optional, nullable, constant and keyword members, nested types, extras. */
  @Test
  void records(TestInfo test) {
    assertGoldens(test, "records.json", "test.records");
  }

  /** Unions by constant, by constant with a default, by shape, by JSON kind (one or many, scalars). */
  @Test
  void unions(TestInfo test) {
    assertGoldens(test, "unions.json", "test.unions");
  }

  /** resultType fixed per result, absent read as complete, context unions decoded by method. */
  @Test
  void results(TestInfo test) {
    assertGoldens(test, "results.json", "test.results");
  }

  /** Id types, enums, allOf merges, aliases, and a definition named Error. */
  @Test
  void names(TestInfo test) {
    assertGoldens(test, "names.json", "test.names");
  }

  /** The draft-07 dialect: definitions instead of $defs. */
  @Test
  void draft07(TestInfo test) {
    assertGoldens(test, "draft07.json", "test.draft07");
  }

  private static void assertGoldens(TestInfo test, String schema, String packageName) {
    Compilation compilation = Compilations.compile(
        Compilations.packageInfo(packageName, "file = " + Compilations.schemaFile(schema)));
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> files = new TreeMap<>(Compilations.generatedSources(compilation));
    String services = "META-INF/services/io.mcpgen.json.jackson.CodecModule";
    files.put(services, Compilations.generatedResource(compilation, services));
    Goldens.assertMatch(GoldenTest.class.getSimpleName(), test.getTestMethod().orElseThrow().getName(), files);
  }
}
