package io.mcpgen.schema;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The MCP schema revisions bundled in this jar, found by name.
 *
 * <p>The files are put here at build time from {@code schema-pins.tsv} (each one checked against
 * its pinned sha-256), as {@code io/mcpgen/schema/<revision>/schema.json}. The annotation
 * processor reads them through this class, so a user names a revision and never a file.
 */
public final class SchemaRevisions {

  /** The revision mcpgen targets by default: stateless MCP with multi round-trip requests. */
  public static final String DEFAULT = "2026-07-28";

  private static final String BASE = "io/mcpgen/schema/";

  private static final List<Pin> PINS = loadPins();

  private SchemaRevisions() {}

  /** One pinned revision: its name, the URL it was fetched from, and its sha-256 (hex). */
  public record Pin(String revision, String source, String sha256) {}

  /** Every bundled revision, oldest first. */
  public static List<String> names() {
    List<String> names = new ArrayList<>();
    PINS.forEach(pin -> names.add(pin.revision()));
    return Collections.unmodifiableList(names);
  }

  /** Every pin, oldest first. */
  public static List<Pin> pins() {
    return PINS;
  }

  /** The pin of a revision, if it is bundled. */
  public static Optional<Pin> pin(String revision) {
    return PINS.stream().filter(pin -> pin.revision().equals(revision)).findFirst();
  }

  /** The classpath resource name of a revision's schema.json. */
  public static String resourceName(String revision) {
    return BASE + revision + "/schema.json";
  }

  /**
   * Opens the schema.json of a bundled revision, or returns empty when there is no such revision.
   * The caller closes the stream.
   */
  public static Optional<InputStream> open(String revision) {
    if (pin(revision).isEmpty()) {
      return Optional.empty();
    }
    return Optional.ofNullable(SchemaRevisions.class.getClassLoader().getResourceAsStream(resourceName(revision)));
  }

  private static List<Pin> loadPins() {
    InputStream in = SchemaRevisions.class.getClassLoader().getResourceAsStream(BASE + "revisions.tsv");
    if (in == null) {
      throw new IllegalStateException(BASE + "revisions.tsv is missing from the mcpgen-schema jar");
    }
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      List<Pin> pins = new ArrayList<>();
      String line;
      while ((line = reader.readLine()) != null) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] cells = line.split("\t");
        pins.add(new Pin(cells[0], cells[1], cells[2]));
      }
      return Collections.unmodifiableList(pins);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
