package io.mcpgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real training run of {@link FixtureServer} on JDK 25, when one is found: the JDK home in
 * {@code MCPGEN_JDK25}, else a JDK 25 installed beside the JDK running the tests. Skipped with
 * the reason otherwise.
 */
class AotTrainingTest {

  @TempDir
  Path folder;

  @Test
  void trainsAStdioServerAndTheCacheLoads() throws Exception {
    Optional<Path> java = jdk25();
    assumeTrue(java.isPresent(), "no JDK 25 found (set MCPGEN_JDK25 to a JDK 25 home, or install one beside "
        + System.getProperty("java.home") + ")");
    Path jar = fixtureJar();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of("aot", "--jar", jar.toString(), "--java", java.get().toString(), "--timeout", "300"),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    Path cache = folder.resolve("fixture.aot");
    assertTrue(Files.size(cache) > 0);
    AotRequest request = AotRequest.parse(List.of("--jar", jar.toString(), "--java", java.get().toString()),
        Main.currentJava());
    assertEquals(AotCommand.instructions(request), out.toString(StandardCharsets.UTF_8));

    // AOTMode=on: the JVM refuses to start unless it can use the cache.
    List<String> launch = new ArrayList<>(request.launchCommand());
    launch.add(1, "-XX:AOTMode=on");
    Process server = new ProcessBuilder(launch).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try (OutputStream in = server.getOutputStream();
        BufferedReader replies = new BufferedReader(new InputStreamReader(server.getInputStream(),
            StandardCharsets.UTF_8))) {
      in.write((Json.stringify(AotTraining.requests().get(0)) + "\n").getBytes(StandardCharsets.UTF_8));
      in.flush();
      JsonObject reply = Json.parse(replies.readLine()).asObject();
      assertTrue(reply.has("result"), reply.toString());
      assertEquals(Json.parse("[\"2026-07-28\"]"), reply.get("result").asObject().get("supportedVersions"),
          reply.toString());
    } finally {
      server.waitFor(60, TimeUnit.SECONDS);
      server.destroyForcibly();
    }
  }

  /** The {@code java} of a JDK 25 or newer, if one is found. */
  private static Optional<Path> jdk25() throws IOException {
    List<Path> homes = new ArrayList<>();
    String configured = System.getenv("MCPGEN_JDK25");
    if (configured != null && !configured.isBlank()) {
      homes.add(Path.of(configured));
    }
    Path installed = Path.of(System.getProperty("java.home")).toAbsolutePath().getParent();
    if (installed != null && Files.isDirectory(installed)) {
      try (Stream<Path> siblings = Files.list(installed)) {
        siblings.sorted().forEach(homes::add);
      }
    }
    for (Path home : homes) {
      Path java = home.resolve("bin/java");
      Path release = home.resolve("release");
      if (Files.isExecutable(java) && Files.isRegularFile(release) && feature(release) >= JdkRelease.AOT_CACHE) {
        return Optional.of(java);
      }
    }
    return Optional.empty();
  }

  /** The feature release in a JDK's {@code release} file ({@code JAVA_VERSION="25.0.1"}), 0 if unreadable. */
  private static int feature(Path release) throws IOException {
    for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
      if (line.startsWith("JAVA_VERSION=\"")) {
        String version = line.substring("JAVA_VERSION=\"".length()).replaceFirst("[.\"].*", "");
        return version.matches("\\d+") ? Integer.parseInt(version) : 0;
      }
    }
    return 0;
  }

  /**
   * {@code fixture.jar}: runs {@link FixtureServer}, with the test class path beside it as jars (an
   * AOT cache is made only from jars; a class path directory is packed into one).
   */
  private Path fixtureJar() throws IOException {
    List<String> classPath = new ArrayList<>();
    int index = 0;
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      Path path = Path.of(entry);
      String name = "cp-" + index++ + ".jar";
      if (Files.isDirectory(path)) {
        pack(path, folder.resolve(name));
      } else if (Files.isRegularFile(path)) {
        Files.copy(path, folder.resolve(name));
      } else {
        continue;
      }
      classPath.add(name);
    }
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, FixtureServer.class.getName());
    manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", classPath));
    Path jar = folder.resolve("fixture.jar");
    // The manifest is the whole jar: the classes are on its Class-Path.
    new JarOutputStream(Files.newOutputStream(jar), manifest).close();
    return jar;
  }

  private static void pack(Path directory, Path jar) throws IOException {
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        Stream<Path> files = Files.walk(directory)) {
      files.filter(Files::isRegularFile).sorted().forEach(file -> {
        try {
          out.putNextEntry(new JarEntry(directory.relativize(file).toString().replace('\\', '/')));
          Files.copy(file, out);
          out.closeEntry();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }
}
