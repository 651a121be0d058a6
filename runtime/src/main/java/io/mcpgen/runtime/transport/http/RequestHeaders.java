package io.mcpgen.runtime.transport.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The headers of one HTTP request, looked up by name case-insensitively (values keep their case). */
public final class RequestHeaders {

  private final Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);

  private RequestHeaders(Map<String, List<String>> headers) {
    headers.forEach((name, values) -> {
      if (name != null) {
        this.headers.merge(name, List.copyOf(values), (a, b) -> {
          List<String> both = new ArrayList<>(a);
          both.addAll(b);
          return List.copyOf(both);
        });
      }
    });
  }

  /** A view of these headers (the map is copied). */
  public static RequestHeaders of(Map<String, List<String>> headers) {
    return new RequestHeaders(headers);
  }

  /** The first value of the header, or null when absent. */
  public String first(String name) {
    List<String> values = headers.get(name);
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** Every value of the header, in order; empty when absent. */
  public List<String> all(String name) {
    return headers.getOrDefault(name, List.of());
  }

  /** The header names present, in their received spelling of the first occurrence. */
  public Set<String> names() {
    return headers.keySet();
  }

  @Override
  public String toString() {
    return headers.keySet().toString().toLowerCase(Locale.ROOT);
  }
}
