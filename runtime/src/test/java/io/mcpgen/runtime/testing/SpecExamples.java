package io.mcpgen.runtime.testing;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Assumptions;

/**
 * The specification's example messages, read at test time (never copied into the repository):
 * from {@code $MCPGEN_SPEC}, else from {@code $MCPGEN_TOP/../shared/mcp-spec}. Tests that need
 * them are skipped, with a message, only when {@code MCPGEN_SPEC} is unset and the default folder
 * is absent; a set {@code MCPGEN_SPEC} without the file fails the test.
 */
public final class SpecExamples {

  private SpecExamples() {}

  /** {@code examples/2026-07-28/<type>/<file>} as a JSON object. */
  public static JsonObject example(String type, String file) {
    Path path = root().resolve("examples").resolve("2026-07-28").resolve(type).resolve(file);
    try {
      return Json.parse(Files.readAllBytes(path)).asObject();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the specification example " + path, e);
    }
  }

  private static Path root() {
    String spec = System.getenv("MCPGEN_SPEC");
    if (spec != null && !spec.isBlank()) {
      return Paths.get(spec);
    }
    String top = System.getenv("MCPGEN_TOP");
    Path fallback = Paths.get(top == null ? "." : top).resolve("..").resolve("shared").resolve("mcp-spec").normalize();
    Assumptions.assumeTrue(Files.isDirectory(fallback),
        "skipped: MCPGEN_SPEC is unset and " + fallback + " does not exist, so the specification examples are unavailable");
    return fallback;
  }
}
