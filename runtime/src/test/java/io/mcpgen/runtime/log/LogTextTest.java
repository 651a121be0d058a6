package io.mcpgen.runtime.log;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class LogTextTest {

  @Test
  void plainTextIsKeptAsItIs() {
    String plain = "shop://orders/A-1001 ünïcödé ✓";
    assertSame(plain, LogText.escape(plain));
    assertEquals("null", LogText.escape(null));
  }

  @Test
  void lineBreaksAndControlsCannotStartARecordOfTheirOwn() {
    assertEquals("shop://orders/1\\nSEVERE: forged", LogText.escape("shop://orders/1\nSEVERE: forged"));
    assertEquals("a\\r\\n\\tb", LogText.escape("a\r\n\tb"));
    assertEquals("\\u001b[2J\\u0000\\u007f\\u0085", LogText.escape("\u001b[2J\u0000\u007f\u0085"));
    assertEquals("x\\u2028y\\u2029z\\u202e", LogText.escape("x\u2028y\u2029z\u202e"));
  }

  @Test
  void aBackslashIsDoubledSoAnEscapeCannotBeForged() {
    assertEquals("a\\\\nb", LogText.escape("a\\nb"));
  }

  @Test
  void longValuesAreCutWithACount() {
    String escaped = LogText.escape("x".repeat(LogText.MAX_CHARS + 100));
    assertEquals("x".repeat(LogText.MAX_CHARS) + "...(100 more chars)", escaped);
  }

  @Test
  void aSanitizedFailureKeepsClassFramesAndCausesWithEscapedMessages() {
    IOException cause = new IOException("disk\nSEVERE: fake");
    IllegalArgumentException failure = new IllegalArgumentException("no order\r\nWARNING: fake", cause);
    failure.addSuppressed(new IllegalStateException("also\nbad"));

    Throwable sanitized = LogText.sanitized(failure);

    assertEquals("java.lang.IllegalArgumentException: no order\\r\\nWARNING: fake", sanitized.toString());
    assertArrayEquals(failure.getStackTrace(), sanitized.getStackTrace());
    assertEquals("java.io.IOException: disk\\nSEVERE: fake", sanitized.getCause().toString());
    assertEquals("java.lang.IllegalStateException: also\\nbad", sanitized.getSuppressed()[0].toString());
    StringWriter printed = new StringWriter();
    sanitized.printStackTrace(new PrintWriter(printed));
    for (String line : printed.toString().split("\\R")) {
      assertTrue(!line.startsWith("SEVERE") && !line.startsWith("WARNING"), line);
    }
    assertNull(LogText.sanitized(null));
  }

  @Test
  void aCycleInTheCauseChainEnds() {
    IllegalStateException first = new IllegalStateException("first");
    IllegalArgumentException second = new IllegalArgumentException("second", first);
    first.initCause(second);
    Throwable sanitized = LogText.sanitized(first);
    assertSame(sanitized, sanitized.getCause().getCause());
  }
}
