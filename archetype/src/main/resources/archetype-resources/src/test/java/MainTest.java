package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import org.junit.jupiter.api.Test;

/** The requestState key from the environment: a clear message instead of a server without one. */
class MainTest {

  @Test
  void anUnsetKeyIsRefusedWithHowToMakeOne() {
    IllegalArgumentException unset = assertThrows(IllegalArgumentException.class, () -> Main.requestStateCodec(null));
    assertTrue(unset.getMessage().startsWith("MCP_STATE_KEY is not set."), unset.getMessage());
    assertTrue(unset.getMessage().contains("openssl rand -base64 32"), unset.getMessage());
  }

  @Test
  void aShortKeyIsRefused() {
    String sixteenBytes = Base64.getEncoder().encodeToString(new byte[16]);
    IllegalArgumentException tooShort = assertThrows(IllegalArgumentException.class,
        () -> Main.requestStateCodec(sixteenBytes));
    assertEquals("MCP_STATE_KEY holds 16 bytes; it needs at least 32", tooShort.getMessage());
  }

  @Test
  void aKeyOf32BytesMakesACodec() {
    assertEquals("${artifactId}", Main.requestStateCodec(Base64.getEncoder().encodeToString(new byte[32])).audience());
  }
}
