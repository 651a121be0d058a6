package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The side channel's one answer, as the attacker reads it. */
class ForkedServerStatsTest {

  @Test
  void aStatsLineGivesEveryFigure() {
    assertEquals(new ForkedServer.Stats(6_400_000L, 2, 1_000),
        ForkedServer.Stats.parse("heap=6400000 oom=2 sessions=1000\n"));
  }

  @Test
  void anythingElseIsRefused() {
    assertThrows(IllegalStateException.class, () -> ForkedServer.Stats.parse("unknown command"));
    assertThrows(IllegalStateException.class, () -> ForkedServer.Stats.parse("heap=1 oom=0"));
  }
}
