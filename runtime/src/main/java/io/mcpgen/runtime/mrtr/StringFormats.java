package io.mcpgen.runtime.mrtr;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The string {@code format}s a form may carry ({@code email}, {@code uri}, {@code date},
 * {@code date-time}, the protocol's list), checked as JSON Schema reads them: dates and times as
 * RFC 3339 writes them, a URI with a scheme (RFC 3986), an email address as {@code local@domain}.
 * Other formats are not checked: the schema names them, this class does not know them.
 */
final class StringFormats {

  private static final Pattern FULL_DATE = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");
  private static final Pattern DATE_TIME = Pattern.compile(
      "(\\d{4})-(\\d{2})-(\\d{2})[Tt](\\d{2}):(\\d{2}):(\\d{2})(\\.\\d+)?([Zz]|[+-](\\d{2}):(\\d{2}))");
  private static final Pattern EMAIL = Pattern.compile("[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*");

  private StringFormats() {}

  /** Why {@code value} is not of {@code format}, or null when it is (or the format is not one of the four). */
  static String problem(String format, String value) {
    switch (format) {
      case "email":
        return EMAIL.matcher(value).matches() ? null : "is not an email address (format \"email\")";
      case "uri":
        return isAbsoluteUri(value) ? null : "is not a URI with a scheme (format \"uri\")";
      case "date":
        return isDate(value) ? null : "is not a date like 2026-07-28 (format \"date\")";
      case "date-time":
        return isDateTime(value) ? null : "is not a date-time like 2026-07-28T09:30:00Z (format \"date-time\")";
      default:
        return null;
    }
  }

  private static boolean isAbsoluteUri(String value) {
    try {
      return new URI(value).getScheme() != null;
    } catch (URISyntaxException e) {
      return false;
    }
  }

  private static boolean isDate(String value) {
    Matcher m = FULL_DATE.matcher(value);
    return m.matches() && validDate(m.group(1), m.group(2), m.group(3));
  }

  private static boolean isDateTime(String value) {
    Matcher m = DATE_TIME.matcher(value);
    if (!m.matches() || !validDate(m.group(1), m.group(2), m.group(3))) {
      return false;
    }
    int hour = Integer.parseInt(m.group(4));
    int minute = Integer.parseInt(m.group(5));
    int second = Integer.parseInt(m.group(6));
    // RFC 3339 allows a leap second, which java.time does not hold.
    if (hour > 23 || minute > 59 || second > 60) {
      return false;
    }
    if (m.group(9) != null) {
      return Integer.parseInt(m.group(9)) <= 23 && Integer.parseInt(m.group(10)) <= 59;
    }
    return true;
  }

  private static boolean validDate(String year, String month, String day) {
    try {
      LocalDate.of(Integer.parseInt(year), Integer.parseInt(month), Integer.parseInt(day));
      return true;
    } catch (DateTimeException e) {
      return false;
    }
  }
}
