package io.mcpgen.runtime.transport.http.server;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The headers of one HTTP request, looked up by name case-insensitively (values keep their case). */
public final class RequestHeaders {

  /** Per name, its one value (a {@code String}, as most headers come) or its values (a {@code List}). */
  private final TreeMap<String, Object> headers;

  private RequestHeaders(TreeMap<String, Object> headers) {
    this.headers = headers;
  }

  /** A view of these headers (the map is copied). */
  public static RequestHeaders of(Map<String, List<String>> headers) {
    Builder builder = builder();
    headers.forEach((name, values) -> values.forEach(value -> builder.add(name, value)));
    return builder.build();
  }

  /** Headers added one field at a time, as a server reads them: no intermediate map. */
  public static Builder builder() {
    return new Builder();
  }

  /** The first value of the header, or null when absent. */
  public String first(String name) {
    Object values = headers.get(name);
    if (values == null || values instanceof String) {
      return (String) values;
    }
    @SuppressWarnings("unchecked")
    List<String> list = (List<String>) values;
    return list.get(0);
  }

  /** Every value of the header, in order; empty when absent. */
  public List<String> all(String name) {
    Object values = headers.get(name);
    if (values instanceof String) {
      return List.of((String) values);
    }
    if (values == null) {
      return List.of();
    }
    @SuppressWarnings("unchecked")
    List<String> list = (List<String>) values;
    return Collections.unmodifiableList(list);
  }

  /** The header names present, in their received spelling of the first occurrence. */
  public Set<String> names() {
    return Collections.unmodifiableSet(headers.keySet());
  }

  @Override
  public String toString() {
    return headers.keySet().toString().toLowerCase(Locale.ROOT);
  }

  /** Collects a request's header fields; a name given twice (in any case) keeps both values, in order. */
  public static final class Builder {
    private TreeMap<String, Object> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);

    private Builder() {}

    /** Adds one field; a null name or value is ignored. */
    public Builder add(String name, String value) {
      if (headers == null) {
        throw new IllegalStateException("these headers were built already; start a new builder");
      }
      if (name == null || value == null) {
        return this;
      }
      Object present = headers.putIfAbsent(name, value);
      if (present instanceof String) {
        List<String> values = new ArrayList<>(2);
        values.add((String) present);
        values.add(value);
        headers.put(name, values);
      } else if (present != null) {
        @SuppressWarnings("unchecked")
        List<String> values = (List<String>) present;
        values.add(value);
      }
      return this;
    }

    /** The headers; the builder may not be used again. */
    public RequestHeaders build() {
      TreeMap<String, Object> built = headers;
      headers = null;
      return new RequestHeaders(built);
    }
  }
}
