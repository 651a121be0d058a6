package io.mcpgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.processor.model.snapshot.SnapshotFile;
import io.mcpgen.runtime.snapshot.ToolDigest;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;

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

  /**
   * The case: a property renamed in the snapshot's schema, its recorded digest left as it
   * was. The client would have been generated from the edited schema but compared the live server
   * with the old one, so the drift check saw nothing; the file is refused, naming the tool and the
   * digest its edited definition has. Recorded, that digest is what the client compares.
   */
  @Test
  void aSchemaEditedAfterTheSnapshotWasTakenIsRefusedUntilItsDigestIsRecorded(@TempDir Path folder)
      throws Exception {
    String original = Files.readString(Path.of(SnapshotClientTest.class.getResource("/snapshots/catalog.json").toURI()));
    String edited = original.replace("\"query\": {\"type\": \"string\", \"description\": \"What to look for.\"}",
        "\"text\": {\"type\": \"string\", \"description\": \"What to look for.\"}")
        .replace("\"required\": [\"query\"]", "\"required\": [\"text\"]");
    assertNotEquals(original, edited);
    Path file = folder.resolve("edited.json");
    Files.writeString(file, edited);
    String path = "\"" + file.toString().replace("\\", "\\\\") + "\"";
    JsonObject searchItems = Json.parse(edited).asObject().get("tools").asArray().get(0).asObject();
    String digest = ToolDigest.of(searchItems);

    JavaFileObject source = client("Edited", path, "");
    Compilation refused = Compilations.compile(source);
    assertThat(refused).failed();
    assertThat(refused).hadErrorContaining("[McpSnapshotDigest] snapshot " + path + " at /tools/0 (tool"
        + " \"search_items\") does not have the digest recorded at /toolDigests/search_items").inFile(source).onLine(5);
    assertThat(refused).hadErrorContaining("record its digest " + digest);
    assertEquals(1, refused.errors().size(), refused.errors().toString());

    Files.writeString(file, edited.replace("02742557b6e9d0639ba86c72167d82969f7d765c81dcbfe8598ce0fdb320de95", digest));
    Compilation compiled = Compilations.compile(client("Edited", path, ""));
    assertThat(compiled).succeededWithoutWarnings();
    String client = Compilations.generatedSources(compiled).get("test.snap.EditedMcpClient");
    assertTrue(client.contains("Map.entry(\"search_items\", \"" + digest + "\")"), client);
  }

  /** A tool missing from toolDigests, and a digest of no tool, are refused too. */
  @Test
  void aToolWithoutADigestAndADigestWithoutAToolAreRefused(@TempDir Path folder) throws Exception {
    String original = Files.readString(Path.of(SnapshotClientTest.class.getResource("/snapshots/catalog.json").toURI()));
    Path file = folder.resolve("renamed.json");
    Files.writeString(file, original.replace("\"ping\": \"", "\"pong\": \""));
    String path = "\"" + file.toString().replace("\\", "\\\\") + "\"";
    Compilation refused = Compilations.compile(client("Renamed", path, ""));
    assertThat(refused).failed();
    assertThat(refused).hadErrorContaining("at /tools/3 (tool \"ping\") has no digest in /toolDigests");
    assertThat(refused).hadErrorContaining("at /toolDigests/pong is the digest of no tool in /tools");
  }

  /**
   * The processor's digest is the runtime's, byte for byte of the canonical form: numbers by exact
   * decimal value (a fraction longer than a double holds included), member order, escapes, a
   * character outside the BMP and a lone surrogate.
   */
  @Test
  void theDigestOfASnapshotToolIsTheRuntimes() throws Exception {
    String tool = "{\"name\":\"odd\\u00e9\\ud83d\\ude00\",\"description\":\"left out\",\"inputSchema\":{\"type\":\"object\","
        + "\"properties\":{\"z\":{\"type\":\"number\",\"minimum\":1.50,\"maximum\":1e21,\"multipleOf\":1e-7},"
        + "\"a\":{\"type\":\"integer\",\"default\":12345678901234567890123,\"examples\":[1.0,-0.0,100,2.5E3,"
        + "0.12345678901234567890123]},\"s\":{\"const\":\"tab\\t nl\\n quote\\\" back\\\\ ctl\\u0001 lone\\ud800 \\u2028\"}},"
        + "\"required\":[\"z\"]},\"outputSchema\":{\"type\":\"object\",\"additionalProperties\":true}}";
    String snapshot = "{\"tools\":[" + tool + "]}";
    SnapshotFile file = SnapshotFile.read(snapshot.getBytes(StandardCharsets.UTF_8));
    assertEquals(ToolDigest.of(Json.parse(tool).asObject()), file.tools().get(0).digest());
    assertNotEquals(ToolDigest.of(Json.parse(tool.replace("1e-7", "1e-8")).asObject()), file.tools().get(0).digest());
  }

  private static Compilation javacWithoutWerror(JavaFileObject... sources) {
    return com.google.testing.compile.Compiler.javac().withProcessors(new McpProcessor())
        .withOptions("-Xlint:all,-processing").compile(sources);
  }
}
