package io.mcpgen.runtime.typed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class TemplatesTest {

  @Test
  void nullAndEmptyOptionalsPrintAsNothing() {
    assertEquals("", Templates.text(null));
    assertEquals("", Templates.text(Optional.empty()));
    assertEquals("book", Templates.text(Optional.of("book")));
    assertEquals("3", Templates.text(3));
    assertEquals("true", Templates.text(true));
  }

  @Test
  void uriComponentsKeepOnlyUnreservedCharacters() {
    assertEquals("a-b.c_d~e", Templates.uriComponent("a-b.c_d~e"));
    assertEquals("a%20b%2Fc%3Fd%26e%3D%25", Templates.uriComponent("a b/c?d&e=%"));
    assertEquals("%C3%A9t%C3%A9%F0%9F%98%80", Templates.uriComponent("\u00e9t\u00e9\uD83D\uDE00"));
    assertEquals("", Templates.uriComponent(Optional.empty()));
  }

  @Test
  void reservedExpansionKeepsTheReservedCharacters() {
    assertEquals("a/b?c=d&e%20f%C3%A9", Templates.uriReserved("a/b?c=d&e f\u00e9"));
  }
}
