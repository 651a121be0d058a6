package io.mcpgen.samples.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoneyTest {

  @Test
  void centsReadAsEuros() {
    assertEquals("12.50 EUR", Money.format(1250));
    assertEquals("0.05 EUR", Money.format(5));
    assertEquals("-3.90 EUR", Money.format(-390));
  }
}
