package io.mcpgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Golden files: the exact text of every generated file, under
 * {@code src/test/resources/goldens/<TestClass>/<testMethod>/<qualified.Name>.java}. Run with
 * {@code -Dgoldens.update=true} to rewrite them from the current output, then review the diff.
 */
final class Goldens {

  private static final boolean UPDATE = Boolean.getBoolean("goldens.update");

  private Goldens() {}

  /** Compares every file with its golden; in update mode, rewrites the folder instead. */
  static void assertMatch(String testClass, String testMethod, Map<String, String> files) {
    Path folder = root().resolve(testClass).resolve(testMethod);
    try {
      if (UPDATE) {
        rewrite(folder, files);
        return;
      }
      if (!Files.isDirectory(folder)) {
        fail("no goldens at " + folder + "; run the test with -Dgoldens.update=true to create them");
      }
      List<String> expectedNames;
      try (Stream<Path> goldens = Files.list(folder)) {
        expectedNames = goldens.map(path -> path.getFileName().toString()).sorted().collect(Collectors.toList());
      }
      List<String> actualNames = files.keySet().stream().map(Goldens::fileName).sorted().collect(Collectors.toList());
      assertEquals(expectedNames, actualNames, "generated files differ from the goldens in " + folder
          + " (rerun with -Dgoldens.update=true to accept)");
      for (Map.Entry<String, String> file : files.entrySet()) {
        Path golden = folder.resolve(fileName(file.getKey()));
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), file.getValue(),
            "generated " + file.getKey() + " differs from " + golden + " (rerun with -Dgoldens.update=true to accept)");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String fileName(String name) {
    return name.startsWith("META-INF") ? name.replace('/', '.') : name + ".java";
  }

  private static void rewrite(Path folder, Map<String, String> files) throws IOException {
    if (Files.isDirectory(folder)) {
      try (Stream<Path> old = Files.list(folder)) {
        for (Path path : (Iterable<Path>) old::iterator) {
          Files.delete(path);
        }
      }
    }
    Files.createDirectories(folder);
    for (String name : new TreeSet<>(files.keySet())) {
      Files.writeString(folder.resolve(fileName(name)), files.get(name), StandardCharsets.UTF_8);
    }
  }

  /** The goldens folder of the source tree (the update mode writes there, not into target/). */
  private static Path root() {
    String basedir = System.getProperty("basedir", System.getProperty("user.dir"));
    return Path.of(basedir, "src", "test", "resources", "goldens");
  }
}
