package io.mcpgen.processor.model.handler;

import java.util.Map;

/**
 * The JDK types users reach for first that JSON carries as a formatted string: what to write
 * instead, since mcpgen maps a string with a JSON Schema {@code format} from {@code @Format}.
 */
final class FormattedStrings {

  /** Qualified type name to the JSON Schema format of its text and how to read that text back. */
  private static final Map<String, String[]> FORMATS = Map.of(
      "java.time.LocalDate", new String[] {"date", "LocalDate.parse"},
      "java.time.LocalTime", new String[] {"time", "LocalTime.parse"},
      "java.time.OffsetDateTime", new String[] {"date-time", "OffsetDateTime.parse"},
      "java.time.ZonedDateTime", new String[] {"date-time", "ZonedDateTime.parse"},
      "java.time.Instant", new String[] {"date-time", "Instant.parse"},
      "java.time.Duration", new String[] {"duration", "Duration.parse"},
      "java.net.URI", new String[] {"uri", "URI.create"},
      "java.net.URL", new String[] {"uri", "URI.create"},
      "java.util.UUID", new String[] {"uuid", "UUID.fromString"});

  private FormattedStrings() {}

  /** What to write instead of the type, or null when it is not one of these. */
  static String hint(String qualifiedName) {
    if (qualifiedName.equals("java.time.LocalDateTime")) {
      // JSON Schema's date-time (RFC 3339) requires an offset, which a LocalDateTime lacks.
      return "JSON Schema has no format for a date and time without an offset (\"date-time\" requires one):"
          + " use @Format(\"date-time\") String and parse it as an OffsetDateTime, or @Format(\"date\") String"
          + " and @Format(\"time\") String apart";
    }
    String[] format = FORMATS.get(qualifiedName);
    if (format == null) {
      return null;
    }
    return "JSON carries it as a string: declare @Format(\"" + format[0] + "\") String instead, and read it with "
        + format[1] + "(...)";
  }
}
