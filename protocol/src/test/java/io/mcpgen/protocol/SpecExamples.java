package io.mcpgen.protocol;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds the specification's example messages: {@code $MCPGEN_SPEC/examples/<revision>/<Type>/*.json}.
 * Without {@code MCPGEN_SPEC}, the shared folder beside the project ({@code $MCPGEN_TOP/../shared/mcp-spec})
 * is used when it exists, and the tests are skipped, saying why, when it does not; a
 * {@code MCPGEN_SPEC} that names a missing folder is an error.
 */
final class SpecExamples {

  private SpecExamples() {}

  /** The example folder of a revision. */
  static Path folder(String revision) {
    String spec = System.getenv("MCPGEN_SPEC");
    if (spec != null && !spec.isBlank()) {
      Path examples = Path.of(spec, "examples", revision);
      assertTrue(Files.isDirectory(examples), "MCPGEN_SPEC is set to " + spec + ", but " + examples
          + " is not a directory; point MCPGEN_SPEC at the mcp-spec folder (it holds examples/)");
      return examples;
    }
    String top = System.getenv("MCPGEN_TOP");
    Path fallback = top == null ? null : Path.of(top).resolve("../shared/mcp-spec/examples").resolve(revision).normalize();
    Assumptions.assumeTrue(fallback != null && Files.isDirectory(fallback),
        "skipped: MCPGEN_SPEC is not set and " + fallback + " does not exist; set MCPGEN_SPEC to the mcp-spec folder"
            + " to run the example round trips");
    return fallback;
  }

  /** One example: the definition its folder is named after, and the file. */
  record Example(String type, Path file) {
    @Override
    public String toString() {
      return type + "/" + file.getFileName();
    }
  }

  /** Every example of every type folder, sorted. */
  static List<Example> all(String revision) throws IOException {
    Path folder = folder(revision);
    try (Stream<Path> types = Files.list(folder)) {
      return types.filter(Files::isDirectory).sorted().flatMap(type -> {
        try (Stream<Path> files = Files.list(type)) {
          return files.filter(file -> file.toString().endsWith(".json")).sorted()
              .map(file -> new Example(type.getFileName().toString(), file)).collect(Collectors.toList()).stream();
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).collect(Collectors.toList());
    }
  }
}
