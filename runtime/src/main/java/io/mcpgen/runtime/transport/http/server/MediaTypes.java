package io.mcpgen.runtime.transport.http.server;

import java.util.Locale;

/** What the {@code Content-Type} and {@code Accept} headers of a request say. */
final class MediaTypes {

  static final String JSON = "application/json";
  static final String EVENT_STREAM = "text/event-stream";

  private MediaTypes() {}

  /** Whether a {@code Content-Type} names JSON (parameters such as a charset ignored). */
  static boolean isJson(String contentType) {
    if (contentType == null) {
      return false;
    }
    int semicolon = contentType.indexOf(';');
    String mediaType = (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).trim();
    return mediaType.toLowerCase(Locale.ROOT).equals(JSON);
  }

  /** Whether an {@code Accept} header (absent: anything) admits {@code mediaType}. */
  static boolean accepts(String accept, String mediaType) {
    if (accept == null) {
      return true;
    }
    String wildcard = mediaType.substring(0, mediaType.indexOf('/')) + "/*";
    for (String range : accept.split(",")) {
      int semicolon = range.indexOf(';');
      String type = (semicolon < 0 ? range : range.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
      if (type.equals(mediaType) || type.equals(wildcard) || type.equals("*/*")) {
        return true;
      }
    }
    return false;
  }
}
