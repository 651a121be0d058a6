package io.mcpgen.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaRevisionsTest {

  @Test
  void bundlesTheFivePublishedRevisionsInOrder() {
    assertEquals(List.of("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"),
        SchemaRevisions.names());
    assertEquals("2026-07-28", SchemaRevisions.DEFAULT);
  }

  @Test
  void everyBundledFileMatchesItsPinnedHash() throws Exception {
    for (SchemaRevisions.Pin pin : SchemaRevisions.pins()) {
      try (InputStream in = SchemaRevisions.open(pin.revision()).orElseThrow()) {
        String actual = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(in.readAllBytes()));
        assertEquals(pin.sha256(), actual, pin.revision());
      }
    }
  }

  @Test
  void anUnknownRevisionIsEmptyNotAnError() throws IOException {
    assertTrue(SchemaRevisions.open("1900-01-01").isEmpty());
    assertTrue(SchemaRevisions.pin("2026-07-28").isPresent());
  }
}
