package io.mcpgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mcpgen-cli aot}: its arguments, the JDK check, what it prints. The training run: {@link AotTrainingTest}. */
class AotCommandTest {

  @TempDir
  Path folder;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String errText() {
    return err.toString(StandardCharsets.UTF_8);
  }

  private Path jar() throws IOException {
    return Files.createFile(folder.resolve("orders-server.jar"));
  }

  @Test
  void withoutAJarItIsAUsageError() {
    assertEquals(2, run("aot"));
    assertTrue(errText().startsWith("mcpgen-cli: --jar <server.jar> is required\nusage: mcpgen-cli aot --jar"),
        errText());
  }

  @Test
  void aJarThatIsNotThereIsAUsageError() {
    Path missing = folder.resolve("missing.jar");
    assertEquals(2, run("aot", "--jar", missing.toString()));
    assertTrue(errText().startsWith("mcpgen-cli: no jar at " + missing + "\n"), errText());
  }

  @Test
  void badOptionsAreUsageErrors() throws IOException {
    String jar = jar().toString();
    assertEquals(2, run("aot", "--jar", jar, "--timeout", "soon"));
    assertTrue(errText().startsWith("mcpgen-cli: --timeout needs a whole number of seconds above 0, not soon\n"),
        errText());
    err.reset();
    assertEquals(2, run("aot", "--jar", jar, "--stdio"));
    assertTrue(errText().startsWith("mcpgen-cli: unknown argument --stdio\n"), errText());
    err.reset();
    assertEquals(2, run("aot", "--jar", jar, "serve"));
    assertTrue(errText().startsWith("mcpgen-cli: unknown argument serve (server arguments go after --)\n"), errText());
    err.reset();
    assertEquals(2, run("aot", "--jar"));
    assertTrue(errText().startsWith("mcpgen-cli: --jar needs a value\n"), errText());
    assertEquals("", out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void theInstructionsNameTheJdkTheCacheTheJarAndTheServerArguments() throws IOException {
    Path jar = jar();
    Path java = folder.resolve("jdk-25/bin/java");
    AotRequest request = AotRequest.parse(List.of("--jar", jar.toString(), "--java", java.toString(),
        "--name", "orders", "--", "--stdio", "it's here"), Main.currentJava());
    Path cache = folder.resolve("orders-server.aot");
    assertEquals(cache, request.cache());
    assertEquals(List.of(java.toString(), "-XX:AOTCacheOutput=" + cache, "-jar", jar.toString(), "--stdio",
        "it's here"), request.trainingCommand());
    String expected = "# Run the server with its AOT cache (same JDK, same jar; re-run `mcpgen-cli aot` after"
        + " rebuilding the jar):\n"
        + java + " -XX:AOTCache=" + cache + " -jar " + jar + " --stdio 'it'\\''s here'\n\n"
        + "# The host configuration (e.g. a desktop host's mcpServers):\n"
        + "{\n"
        + "  \"mcpServers\": {\n"
        + "    \"orders\": {\n"
        + "      \"command\": \"" + java + "\",\n"
        + "      \"args\": [\n"
        + "        \"-XX:AOTCache=" + cache + "\",\n"
        + "        \"-jar\",\n"
        + "        \"" + jar + "\",\n"
        + "        \"--stdio\",\n"
        + "        \"it's here\"\n"
        + "      ]\n"
        + "    }\n"
        + "  }\n"
        + "}\n";
    assertEquals(expected, AotCommand.instructions(request));
  }

  @Test
  void theNameAndCacheDefaultToTheJarsFileName() throws IOException {
    Path jar = jar();
    AotRequest request = AotRequest.parse(List.of("--jar", jar.toString(), "--cache", "cache/x.aot"),
        Main.currentJava());
    assertEquals("orders-server", request.name());
    assertEquals(Path.of("cache/x.aot").toAbsolutePath(), request.cache());
    JsonObject config = Json.parse(HostConfig.snippet(request.name(), request.launchCommand())).asObject();
    JsonObject server = config.get("mcpServers").asObject().get("orders-server").asObject();
    assertEquals(Main.currentJava().toString(), server.get("command").asString());
    assertEquals(3, server.get("args").asArray().size());
  }

  @Test
  void aJdkOlderThan25IsRefusedBeforeAnyTraining() throws IOException {
    int release = Runtime.version().feature();
    assumeTrue(release < JdkRelease.AOT_CACHE, "the JDK running the tests is " + release
        + ", which can train; the refusal needs an older one");
    Path jar = jar();
    assertEquals(2, run("aot", "--jar", jar.toString()));
    assertEquals("mcpgen-cli: " + Main.currentJava() + " is JDK " + release + "; an AOT cache made by one training"
        + " run needs JDK 25 or newer (JEP 514, 515): pass --java <JDK 25 java>\n", errText());
    assertTrue(Files.notExists(folder.resolve("orders-server.aot")));
  }

  @Test
  void aJavaThatCannotRunIsAFailureNamingIt() throws IOException {
    Path java = folder.resolve("no-such-java");
    assertEquals(1, run("aot", "--jar", jar().toString(), "--java", java.toString()));
    assertTrue(errText().startsWith("mcpgen-cli: no AOT cache: Cannot run program \"" + java + "\""), errText());
  }

  @Test
  void theReleaseIsReadFromTheSpecificationVersion() throws IOException {
    Path java = Path.of("java");
    assertEquals(25, JdkRelease.parse("Property settings:\n    java.specification.version = 25\n    java.vm.name = x\n",
        java));
    assertEquals(17, JdkRelease.parse("    java.specification.version = 17\n", java));
    assertEquals(8, JdkRelease.parse("    java.specification.version = 1.8\n", java));
    IOException none = assertThrows(IOException.class, () -> JdkRelease.parse("Error: no such option\n", java));
    assertEquals("java printed no java.specification.version: is it a java executable?", none.getMessage());
  }
}
