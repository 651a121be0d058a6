package io.mcpgen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor's layers keep to themselves: Jackson only in the schema and snapshot readers, javapoet only in
 * {@code write}, {@code check} and {@code write} never see each other, {@code model} sees neither,
 * and nothing depends on the runtime jar.
 */
class LayeringTest {

  private static final Path SOURCES = Path.of(System.getProperty("basedir", "."), "src/main/java/io/mcpgen/processor");

  @Test
  void jacksonOnlyInTheSchemaAndSnapshotReaders() throws IOException {
    assertEquals(List.of("model/SchemaReader.java"), importing("import tools.jackson", "model/snapshot/"));
  }

  @Test
  void javapoetOnlyInWrite() throws IOException {
    assertEquals(List.of(), importing("import com.palantir.javapoet", "write/"));
  }

  @Test
  void layersDoNotReachIntoEachOther() throws IOException {
    assertEquals(List.of(), importing("import io.mcpgen.processor.write", "write/", "SchemaStep.java", "ServiceFile.java",
        "HandlerStep.java", "SnapshotClients.java"));
    assertEquals(List.of(), importing("import io.mcpgen.processor.check", "check/", "SchemaStep.java", "Diagnostics.java",
        "ServiceFile.java", "HandlerStep.java", "RevisionStep.java", "SnapshotClients.java", "StrayMethods.java"));
    assertEquals(List.of(), importing("import io.mcpgen.runtime"));
  }

  /** Source files (relative paths) with an import starting so, leaving out paths starting with any exception. */
  private static List<String> importing(String prefix, String... except) throws IOException {
    try (Stream<Path> files = Files.walk(SOURCES)) {
      return files.filter(path -> path.toString().endsWith(".java"))
          .filter(path -> {
            try {
              return Files.readAllLines(path).stream().anyMatch(line -> line.startsWith(prefix));
            } catch (IOException e) {
              throw new java.io.UncheckedIOException(e);
            }
          })
          .map(path -> SOURCES.relativize(path).toString().replace('\\', '/'))
          .filter(path -> Stream.of(except).noneMatch(path::startsWith))
          .sorted()
          .collect(Collectors.toList());
    }
  }
}
