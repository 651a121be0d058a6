package io.mcpgen.it.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting the {@code --stdio} command line the way a shell splits plain words. */
class CommandLineTest {

  @Test
  void wordsQuotesAndEscapes() {
    assertEquals(List.of("java", "-jar", "my server.jar", "server", "--stdio"),
        CommandLine.split("  java -jar 'my server.jar'   server --stdio "));
    assertEquals(List.of("a b", "c\"d", "e\\f", "g h", ""), CommandLine.split("\"a b\" \"c\\\"d\" \"e\\\\f\" g\\ h ''"));
    assertEquals(List.of("it's"), CommandLine.split("'it'\\''s'"));
  }

  @Test
  void unterminatedQuotesAndEmptyLinesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> CommandLine.split("node 'server.mjs"));
    assertThrows(IllegalArgumentException.class, () -> CommandLine.split("   "));
  }
}
