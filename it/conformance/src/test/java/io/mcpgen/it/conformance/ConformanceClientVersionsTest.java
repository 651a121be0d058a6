package io.mcpgen.it.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The protocol versions the conformance client speaks for each revision the suite names. */
class ConformanceClientVersionsTest {

  @Test
  void theLatestAloneForItOrNoneAndBothErasForOneTheBridgeSpeaks() {
    assertEquals(List.of("2026-07-28"), ConformanceClient.versions(null));
    assertEquals(List.of("2026-07-28"), ConformanceClient.versions("2026-07-28"));
    assertEquals(List.of("2026-07-28", "2025-11-25"), ConformanceClient.versions("2025-11-25"));
  }

  @Test
  void anOlderRevisionGetsEveryVersionTheBridgeSpeaks() {
    assertEquals(List.of("2026-07-28", "2025-11-25", "2025-06-18"), ConformanceClient.versions("2025-03-26"));
  }
}
