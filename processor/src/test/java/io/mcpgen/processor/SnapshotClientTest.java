package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * {@code @McpClient(snapshot = ...)}: the typed client and records of a snapshot (goldens, compiled
 * under {@code -Xlint:all,-processing -Werror}), warnings naming the JSON pointer of what Java cannot
 * express, and clear errors for a missing or malformed snapshot.
 */
class SnapshotClientTest {

  static String snapshotFile(String name) {
    try {
      Path path = Path.of(SnapshotClientTest.class.getResource("/snapshots/" + name).toURI());
      return "\"" + path.toString().replace("\\", "\\\\") + "\"";
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static JavaFileObject client(String name, String snapshot, String body) {
    return JavaFileObjects.forSourceLines("test.snap." + name,
        "package test.snap;",
        "",
        "import io.mcpgen.annotations.McpClient;",
        "",
        "@McpClient(snapshot = " + snapshot + ")",
        "public interface " + name + " {" + body + "}");
  }

  /**
   * Records for inputs and outputs ($defs, enums, nullable, open objects, a oneOf of objects as a
   * sealed interface), colliding tool names, a tool without arguments or output, prompts and a
   * resource template.
   */
  @Test
  void catalog(TestInfo test) {
    Compilation compilation = Compilations.compile(client("Catalog", snapshotFile("catalog.json"), ""));
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> files = new TreeMap<>(Compilations.generatedSources(compilation));
    Goldens.assertMatch(getClass().getSimpleName(), test.getTestMethod().orElseThrow().getName(), files);
  }

  /** A prompt whose name ends in "prompt" keeps it once: simplePrompt, not simplePromptPrompt. */
  @Test
  void aPromptNameThatEndsInPromptIsNotSuffixedAgain() {
    Compilation compilation = Compilations.compile(client("Prompts", snapshotFile("prompts.json"), ""));
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> files = Compilations.generatedSources(compilation);
    String client = files.get("test.snap.PromptsMcpClient");
    for (String method : List.of("JsonObject simplePrompt(", "JsonObject argsPrompt(ArgsPromptArguments arguments)",
        "JsonObject greetingPrompt(", "JsonObject prompt(")) {
      assertTrue(client.contains(method), method + " in:\n" + client);
    }
    assertTrue(files.containsKey("test.snap.prompts.ArgsPromptArguments"), files.keySet().toString());
    assertTrue(files.values().stream().noneMatch(text -> text.contains("PromptPrompt")), files.keySet().toString());
  }

  @Test
  void sameSnapshotSameBytes() {
    Map<String, String> first = Compilations.generatedSources(
        Compilations.compile(client("Catalog", snapshotFile("catalog.json"), "")));
    Map<String, String> second = Compilations.generatedSources(
        Compilations.compile(client("Catalog", snapshotFile("catalog.json"), "")));
    assertEquals(first, second);
  }

  @Test
  void whatJavaCannotExpressIsAWarningWithItsPointerAndJsonValue() {
    JavaFileObject source = client("Odd", snapshotFile("unsupported.json"), "");
    Compilation compilation = javacWithoutWerror(source);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[McpSnapshotSchema] snapshot").inFile(source).onLine(5);
    List<String> warnings = compilation.diagnostics().stream()
        .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.WARNING)
        .map(diagnostic -> diagnostic.getMessage(null))
        .filter(message -> message.startsWith("[McpSnapshotSchema]"))
        .collect(Collectors.toList());
    String all = String.join("\n", warnings);
    for (String pointer : List.of("/tools/0/inputSchema/properties/conditional ",
        "/tools/0/inputSchema/properties/patterned ", "/tools/0/inputSchema/properties/tuple/items ",
        "/tools/0/inputSchema/properties/never ", "/tools/0/inputSchema/properties/elsewhere/$ref ",
        "/tools/0/inputSchema/properties/mixed ", "/tools/0/inputSchema/$defs/Conditional ",
        "/tools/0/inputSchema/properties/either ")) {
      assertTrue(all.contains("at " + pointer), "no warning at " + pointer + " in:\n" + all);
    }
    assertEquals(8, warnings.size(), all);
    String arguments = Compilations.generatedSources(compilation).get("test.snap.odd.OddArguments");
    assertTrue(arguments.contains("JsonValue conditional"), arguments);
    assertTrue(arguments.contains("JsonValue patterned"), arguments);
    assertTrue(arguments.contains("List<JsonValue> tuple"), arguments);
    assertTrue(arguments.contains("String fine"), arguments);
    assertTrue(arguments.contains("JsonValue either"), arguments);
  }

  @Test
  void aMissingSnapshotIsAnErrorOnTheAnnotation() {
    JavaFileObject source = client("Gone", "\"no/such/snapshot.json\"", "");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[McpSnapshotFile] snapshot \"no/such/snapshot.json\" cannot be read")
        .inFile(source).onLine(5);
  }

  @Test
  void aFileThatIsNoSnapshotIsAnError() {
    Compilation compilation = Compilations.compile(client("Schema", Compilations.schemaFile("records.json"), ""));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[McpSnapshotFile]");
    assertThat(compilation).hadErrorContaining("is not an mcpgen snapshot");
  }

  @Test
  void methodsBesideASnapshotAreAnError() {
    JavaFileObject source = client("Both", snapshotFile("catalog.json"), " String ping(); ");
    Compilation compilation = Compilations.compile(source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[McpSnapshotClient]").inFile(source).onLine(5);
  }

  private static Compilation javacWithoutWerror(JavaFileObject... sources) {
    return com.google.testing.compile.Compiler.javac().withProcessors(new McpProcessor())
        .withOptions("-Xlint:all,-processing").compile(sources);
  }
}
