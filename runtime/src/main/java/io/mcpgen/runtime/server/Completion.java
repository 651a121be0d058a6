package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import java.util.List;
import java.util.Objects;

/**
 * The suggestions for one argument: {@code completion} of a {@code CompleteResult}. The protocol
 * allows at most {@value #MAX_VALUES} values per response.
 *
 * @param values the suggestions, best first, at most {@value #MAX_VALUES}
 * @param total how many suggestions there are in all, or null when unknown
 * @param hasMore whether there are more than {@code values}
 */
public record Completion(List<String> values, Integer total, boolean hasMore) {

  /** completion.mdx: "Maximum 100 items per response". */
  public static final int MAX_VALUES = 100;

  public Completion {
    values = List.copyOf(values);
    if (values.size() > MAX_VALUES) {
      throw new IllegalArgumentException("a completion holds at most " + MAX_VALUES + " values, not " + values.size());
    }
    if (total != null && total < values.size()) {
      throw new IllegalArgumentException("total " + total + " is less than the " + values.size() + " values");
    }
  }

  /**
   * All the suggestions there are: the first {@value #MAX_VALUES} are sent, with {@code total}
   * and {@code hasMore} saying how many were left out.
   */
  public static Completion of(List<String> all) {
    Objects.requireNonNull(all, "all");
    List<String> sent = all.size() > MAX_VALUES ? all.subList(0, MAX_VALUES) : all;
    return new Completion(sent, all.size(), all.size() > MAX_VALUES);
  }

  /** No suggestions. */
  public static Completion none() {
    return new Completion(List.of(), 0, false);
  }

  /** The {@code CompleteResult} members: {@code {"completion": {...}}}. */
  JsonObject toResult() {
    JsonArray.Builder array = JsonArray.builder();
    values.forEach(array::add);
    JsonObject.Builder completion = JsonObject.builder().put("values", array.build());
    if (total != null) {
      completion.put("total", total);
    }
    return JsonObject.of("completion", completion.put("hasMore", hasMore).build());
  }
}
