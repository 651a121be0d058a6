package io.mcpgen.processor.model;

import io.mcpgen.schema.SchemaRevisions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Loads the bytes of the schema an annotation names: a bundled revision, or a file. */
public final class SchemaSource {

  private SchemaSource() {}

  /** The bytes of a bundled revision, or empty when mcpgen bundles no such revision. */
  public static Optional<byte[]> revision(String revision) throws IOException {
    Optional<InputStream> in = SchemaRevisions.open(revision);
    if (in.isEmpty()) {
      return Optional.empty();
    }
    try (InputStream stream = in.get()) {
      return Optional.of(stream.readAllBytes());
    }
  }

  /**
   * The file an annotation names: an absolute path, or one relative to the compiler's working
   * directory (the project directory under Maven and Gradle).
   */
  public static Path file(String file) {
    return Path.of(file).toAbsolutePath().normalize();
  }

  public static byte[] read(Path file) throws IOException {
    return Files.readAllBytes(file);
  }

  /** The bundled revisions, for messages. */
  public static List<String> revisions() {
    return SchemaRevisions.names();
  }
}
