package io.mcpgen.samples.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.cli.SnapshotTaker;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The snapshots under {@code src/main/mcp}, checked against the live servers in every build: a
 * server that publishes something else fails the build until its snapshot is taken again (run the
 * tests with {@code -Dsnapshots.update=true}, review the diff, recompile).
 */
final class LiveSnapshots {

  private static final boolean UPDATE = Boolean.getBoolean("snapshots.update");

  private LiveSnapshots() {}

  static Path file(String name) {
    return Path.of(System.getProperty("snapshots.folder", "src/main/mcp")).resolve(name);
  }

  /** Asserts the live snapshot is the one the client was compiled from; in update mode, writes it. */
  static void assertCompiledFrom(String name, JsonObject live) throws IOException {
    Path file = file(name);
    if (UPDATE) {
      SnapshotTaker.write(live, file);
      return;
    }
    JsonObject compiled = Json.parse(Files.readString(file, StandardCharsets.UTF_8)).asObject();
    assertEquals(SnapshotTaker.text(compiled), SnapshotTaker.text(live), "the live server publishes something else"
        + " than " + file + "; take the snapshot again (-Dsnapshots.update=true) and recompile");
  }
}
