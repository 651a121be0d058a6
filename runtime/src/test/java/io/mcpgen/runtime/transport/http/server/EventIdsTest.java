package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/** Event ids: one session's read back to their stream and event, another's told apart, the rest malformed. */
class EventIdsTest {

  private final EventIds ids = new EventIds(new SecureRandom());

  @Test
  void anIdOfTheSessionReadsBackToItsStreamAndEvent() {
    EventIds.Parsed parsed = ids.parse(" " + ids.id(7, 42) + " ");
    assertEquals(EventIds.Kind.OWN, parsed.kind());
    assertEquals(new EventIds.Cursor(7, 42), parsed.cursor());
  }

  @Test
  void anIdOfAnotherSessionIsForeign() {
    EventIds other = new EventIds(new SecureRandom());
    assertEquals(EventIds.Kind.FOREIGN, ids.parse(other.id(1, 1)).kind());
  }

  @Test
  void anythingElseIsMalformed() {
    String own = ids.id(1, 2);
    String tag = own.substring(0, own.indexOf('.'));
    for (String bad : new String[] {"", "42", "abc", tag, tag + ".1", tag + ".1.2.3", tag + ".-1.2", tag + ".1.x",
        tag + "..2", tag + ".1.", tag + ".1.1234567890123456789", tag + "!.1.2", tag.substring(1) + ".1.2",
        tag.replace(tag.charAt(0), '+') + ".1.2"}) {
      assertEquals(EventIds.Kind.MALFORMED, ids.parse(bad).kind(), bad);
    }
  }
}
