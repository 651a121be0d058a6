package io.mcpgen.samples.orders;

/** Prices are whole cents everywhere; this is how people read them. */
public final class Money {

  private Money() {}

  /** 1250 is "12.50 EUR". */
  public static String format(long cents) {
    return String.format(java.util.Locale.ROOT, "%d.%02d EUR", cents / 100, Math.abs(cents % 100));
  }
}
