package io.mcpgen.it.snippet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's Maven snippet, pasted into an empty project with one annotated interface, builds
 * with {@code -Xlint:all -Werror}: what a new user does first. The snippet is read from README.md
 * between its {@code maven-snippet} markers, so the README cannot drift from what works.
 *
 * <p>The project is the snippet inside a bare {@code <project>} whose parent adds only what the
 * samples' own builds add: {@code -Xlint:all -Werror} (and the source encoding). It is built by the
 * repository's Maven wrapper against a private local repository holding the mcpgen artifacts this
 * build just packaged (as {@code ./mvnw install} would put them), with the build's own repository
 * behind it, read only, for everything else; offline when this build is.
 */
class ReadmeSnippetIT {

  private static final String BEGIN = "<!-- maven-snippet:begin -->";
  private static final String END = "<!-- maven-snippet:end -->";
  private static final long BUILD_MINUTES = 5;

  private final Path top = Path.of(System.getProperty("snippet.top"));
  private final String version = System.getProperty("snippet.version");
  private final Path work = Path.of(System.getProperty("snippet.work"));

  @Test
  void theReadmeSnippetBuildsAnAnnotatedInterfaceWithLintAllAndWerror() throws Exception {
    String snippet = snippet();
    Path repository = privateRepository();
    Path project = project("with-jackson", snippet);
    Build build = build(project, repository);
    assertEquals(0, build.exit(), build.log());
    assertTrue(Files.isRegularFile(project.resolve("target/generated-sources/annotations/demo/RoomsMcpServer.java")),
        build.log());
    assertTrue(Files.isRegularFile(project.resolve("target/classes/demo/RoomsMcpClient.class")), build.log());
    assertFalse(build.log().contains("No processor claimed"), build.log());
  }

  @Test
  void withoutTheJacksonBackendAsTheSnippetAllowsItBuildsToo() throws Exception {
    // "leave out if you use the codecs only": the same project without that dependency.
    String snippet = snippet();
    int comment = snippet.indexOf("<dependency> <!-- only for the generated Jackson module");
    assertTrue(comment >= 0, "the snippet no longer marks mcpgen-json-jackson as optional:\n" + snippet);
    int end = snippet.indexOf("</dependency>", comment) + "</dependency>".length();
    String withoutJackson = snippet.substring(0, comment) + snippet.substring(end);
    assertFalse(withoutJackson.contains("jackson"), withoutJackson);
    Path project = project("without-jackson", withoutJackson);
    Build build = build(project, privateRepository());
    assertEquals(0, build.exit(), build.log());
    assertTrue(Files.isRegularFile(project.resolve("target/classes/demo/RoomsMcpServer.class")), build.log());
  }

  /** The XML between the README's markers, without its code fence. */
  private String snippet() throws IOException {
    String readme = Files.readString(top.resolve("README.md"), StandardCharsets.UTF_8);
    int begin = readme.indexOf(BEGIN);
    int end = readme.indexOf(END);
    assertTrue(begin >= 0 && end > begin, "README.md has no " + BEGIN + " ... " + END + " block");
    String block = readme.substring(begin + BEGIN.length(), end).strip();
    assertTrue(block.startsWith("```xml") && block.endsWith("```"), "the snippet is not an xml code block:\n" + block);
    return block.substring("```xml".length(), block.length() - "```".length()).strip();
  }

  /** The mcpgen artifacts as {@code ./mvnw install} leaves them: jars and poms under io/mcpgen. */
  private Path privateRepository() throws IOException {
    Path repository = work.resolve("repository");
    install(repository, "mcpgen-parent", top.resolve("pom.xml"), null);
    install(repository, "mcpgen-bom", top.resolve("bom/pom.xml"), null);
    install(repository, "mcpgen-schema-parent", top.resolve("schema/pom.xml"), null);
    install(repository, "mcpgen-schema", top.resolve("schema/pom.xml"), top.resolve("schema/target"));
    install(repository, "mcpgen-protocol", top.resolve("protocol/pom.xml"), top.resolve("protocol/target"));
    install(repository, "mcpgen-annotations", top.resolve("annotations/pom.xml"), top.resolve("annotations/target"));
    install(repository, "mcpgen-json", top.resolve("json/pom.xml"), top.resolve("json/target"));
    install(repository, "mcpgen-json-jackson", top.resolve("json-jackson/pom.xml"), top.resolve("json-jackson/target"));
    install(repository, "mcpgen-runtime", top.resolve("runtime/pom.xml"), top.resolve("runtime/target"));
    install(repository, "mcpgen-processor", top.resolve("processor/pom.xml"), top.resolve("processor/target"));
    return repository;
  }

  private void install(Path repository, String artifact, Path pom, Path target) throws IOException {
    Path directory = repository.resolve("io/mcpgen/" + artifact + "/" + version);
    Files.createDirectories(directory);
    Files.copy(pom, directory.resolve(artifact + "-" + version + ".pom"), StandardCopyOption.REPLACE_EXISTING);
    if (target != null) {
      Path jar = target.resolve(artifact + "-" + version + ".jar");
      assertTrue(Files.isRegularFile(jar), jar + " is missing: package the reactor first");
      Files.copy(jar, directory.resolve(jar.getFileName()), StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** An empty project: the snippet in a bare project, one annotated interface, a lint-only parent. */
  private Path project(String name, String snippet) throws IOException {
    Path project = work.resolve(name);
    deleteTree(project);
    Files.createDirectories(project.resolve("src/main/java/demo"));
    Files.createDirectories(work.resolve("lint-parent"));
    Files.writeString(work.resolve("lint-parent/pom.xml"), String.join("\n",
        "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">",
        "  <modelVersion>4.0.0</modelVersion>",
        "  <groupId>demo</groupId>",
        "  <artifactId>lint-parent</artifactId>",
        "  <version>1.0</version>",
        "  <packaging>pom</packaging>",
        "  <properties>",
        "    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>",
        "  </properties>",
        "  <build>",
        "    <pluginManagement>",
        "      <plugins>",
        "        <plugin>",
        "          <groupId>org.apache.maven.plugins</groupId>",
        "          <artifactId>maven-compiler-plugin</artifactId>",
        "          <configuration>",
        "            <showWarnings>true</showWarnings>",
        "            <compilerArgs>",
        "              <arg>-Xlint:all</arg>",
        "              <arg>-Werror</arg>",
        "            </compilerArgs>",
        "          </configuration>",
        "        </plugin>",
        "      </plugins>",
        "    </pluginManagement>",
        "  </build>",
        "</project>",
        ""), StandardCharsets.UTF_8);
    Files.writeString(project.resolve("pom.xml"), String.join("\n",
        "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">",
        "  <modelVersion>4.0.0</modelVersion>",
        "  <parent>",
        "    <groupId>demo</groupId>",
        "    <artifactId>lint-parent</artifactId>",
        "    <version>1.0</version>",
        "    <relativePath>../lint-parent/pom.xml</relativePath>",
        "  </parent>",
        "  <artifactId>" + name + "</artifactId>",
        snippet,
        "</project>",
        ""), StandardCharsets.UTF_8);
    Files.writeString(project.resolve("src/main/java/demo/Rooms.java"), String.join("\n",
        "package demo;",
        "",
        "import io.mcpgen.annotations.Default;",
        "import io.mcpgen.annotations.Describe;",
        "import io.mcpgen.annotations.Elicit;",
        "import io.mcpgen.annotations.Forms;",
        "import io.mcpgen.annotations.McpServer;",
        "import io.mcpgen.annotations.Prompt;",
        "import io.mcpgen.annotations.Tool;",
        "import io.mcpgen.runtime.typed.Elicited;",
        "import io.mcpgen.runtime.typed.McpExchange;",
        "import java.util.Optional;",
        "",
        "/** Meeting rooms. */",
        "@McpServer(name = \"rooms\", version = \"1.0\")",
        "public interface Rooms {",
        "",
        "  /** Books a room. */",
        "  @Tool(\"book\")",
        "  String book(Slot slot, @Elicit(message = \"Book {slot.room}?\") Elicited<Confirm> confirm);",
        "",
        "  /** Takes two notes. */",
        "  @Tool(\"notes\")",
        "  String notes(@Forms({First.class, Second.class}) McpExchange exchange);",
        "",
        "  /** Invites someone. */",
        "  @Prompt(\"invite\")",
        "  String invite(Invitation invitation);",
        "",
        "  /** What to book. */",
        "  record Slot(@Describe(\"The room\") String room, @Default(\"30\") int minutes,",
        "      @Default(\"2\") Optional<Integer> people) {}",
        "",
        "  /** A yes or no. */",
        "  record Confirm(boolean confirmed) {}",
        "",
        "  /** A first note. */",
        "  record First(String text) {}",
        "",
        "  /** A second note. */",
        "  record Second(String text) {}",
        "",
        "  /** Who is invited. */",
        "  record Invitation(String who) {}",
        "}",
        ""), StandardCharsets.UTF_8);
    return project;
  }

  private record Build(int exit, String log) {}

  private Build build(Path project, Path repository) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    boolean windows = System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    command.add(top.resolve(windows ? "mvnw.cmd" : "mvnw").toString());
    command.add("-B");
    if ("[true]".equals(System.getProperty("snippet.offline"))) {
      command.add("-o");
    }
    command.add("-Dmaven.repo.local=" + repository);
    command.add("-Dmaven.repo.local.tail=" + System.getProperty("snippet.repository"));
    command.add("-f");
    command.add(project.resolve("pom.xml").toString());
    command.add("compile");
    Path log = project.resolve("build.log");
    Process process = new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    if (!process.waitFor(BUILD_MINUTES, TimeUnit.MINUTES)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      return new Build(-1, "the build did not finish in " + BUILD_MINUTES + " minutes:\n" + Files.readString(log));
    }
    return new Build(process.exitValue(), Files.readString(log));
  }

  private static void deleteTree(Path path) throws IOException {
    if (!Files.exists(path)) {
      return;
    }
    try (Stream<Path> files = Files.walk(path)) {
      for (Path file : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
        Files.delete(file);
      }
    }
  }
}
