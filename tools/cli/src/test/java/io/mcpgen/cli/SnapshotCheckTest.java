package io.mcpgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotCheckTest {

  @TempDir
  Path folder;

  private static JsonObject snapshot(String toolName) {
    return JsonObject.builder()
        .put("server", JsonObject.builder().put("name", "desk").build())
        .put("tools", JsonArray.of(JsonObject.builder().put("name", toolName).build()))
        .build();
  }

  @Test
  void theSameSnapshotPassesWhateverItsIndentation() throws Exception {
    Path file = folder.resolve("desk.json");
    Files.writeString(file, "{\"server\":{\"name\":\"desk\"},\"tools\":[{\"name\":\"catalog\"}]}",
        StandardCharsets.UTF_8);
    SnapshotTaker.check(snapshot("catalog"), file, false);
  }

  @Test
  void aChangedServerFailsNamingTheFileAndLeavesItAlone() throws Exception {
    Path file = folder.resolve("desk.json");
    SnapshotTaker.write(snapshot("catalog"), file);
    String before = Files.readString(file, StandardCharsets.UTF_8);
    IllegalStateException changed = assertThrows(IllegalStateException.class,
        () -> SnapshotTaker.check(snapshot("place_order"), file, false));
    assertTrue(changed.getMessage().contains(file.toString()), changed.getMessage());
    assertEquals(before, Files.readString(file, StandardCharsets.UTF_8));
  }

  @Test
  void updateWritesTheLiveSnapshot() throws Exception {
    Path file = folder.resolve("nested/desk.json");
    SnapshotTaker.check(snapshot("place_order"), file, true);
    assertEquals(SnapshotTaker.text(snapshot("place_order")), Files.readString(file, StandardCharsets.UTF_8));
  }
}
