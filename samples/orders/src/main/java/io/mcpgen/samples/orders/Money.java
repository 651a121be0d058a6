package io.mcpgen.samples.orders;

import java.util.Locale;

/** Prices are whole cents everywhere; this is how people read them. */
public final class Money {

  private Money() {}

  /** 1250 is "12.50 EUR". */
  public static String format(long cents) {
    long whole = Math.abs(cents);
    return String.format(Locale.ROOT, "%s%d.%02d EUR", cents < 0 ? "-" : "", whole / 100, whole % 100);
  }
}
