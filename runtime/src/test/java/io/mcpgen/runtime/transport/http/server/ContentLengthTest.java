package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The service's own reading of {@code Content-Length}, for servers that pass it on unchecked. */
class ContentLengthTest {

  @Test
  void absentIsMinusOneAndAPlainNumberIsItsValue() {
    assertEquals(-1, Admission.contentLength(List.of()));
    assertEquals(0, Admission.contentLength(List.of("0")));
    assertEquals(4096, Admission.contentLength(List.of(" 4096 ")));
    assertEquals(12, Admission.contentLength(List.of("12", "12, 12")));
  }

  @Test
  void aValueALongCannotHoldIsRefusedNotWrapped() {
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> Admission.contentLength(List.of("9999999999999999999")));
    assertEquals("Content-Length must be below 2^63", refused.getMessage());
    assertEquals(Long.MAX_VALUE, Admission.contentLength(List.of(String.valueOf(Long.MAX_VALUE))));
  }

  @Test
  void signsLettersEmptyValuesAndDisagreementsAreRefused() {
    for (List<String> values : List.of(List.of("-5"), List.of("+5"), List.of("12abc"), List.of(""),
        List.of("1e3"), List.of("12", "13"), List.of("12,13"))) {
      assertThrows(IllegalArgumentException.class, () -> Admission.contentLength(values),
          values.toString());
    }
  }
}
