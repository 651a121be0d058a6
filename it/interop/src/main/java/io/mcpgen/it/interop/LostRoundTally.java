package io.mcpgen.it.interop;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.LostRound;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts, per method, the rounds the transport lost, the ones the client sent again, and the calls
 * that ended lost: those safe to send again (each one a failure of the run) and the tool calls not
 * safe to repeat, which the client rightly refused to re-send and reported to the caller.
 */
final class LostRoundTally {

  private static final String[] COLUMNS = {"lost", "resent", "lostCallsSafe", "lostCallsUnsafe"};

  private final Map<String, AtomicInteger[]> byMethod = new ConcurrentHashMap<>();

  /** A round lost on the way (from {@code CallOptions.onLostRound}). */
  void lost(LostRound loss) {
    AtomicInteger[] counts = counts(loss.method());
    counts[0].incrementAndGet();
    if (loss.resent()) {
      counts[1].incrementAndGet();
    }
  }

  /** A call that ended lost; {@code safe}: it was safe to send again, so it should not have. */
  void callLost(String method, boolean safe) {
    counts(method)[safe ? 2 : 3].incrementAndGet();
  }

  int total(int column) {
    return byMethod.values().stream().mapToInt(counts -> counts[column].get()).sum();
  }

  int lostRounds() {
    return total(0);
  }

  int resent() {
    return total(1);
  }

  int lostCallsSafe() {
    return total(2);
  }

  int lostCallsUnsafe() {
    return total(3);
  }

  /** One line per method: {@code method lost N, resent N, lost calls safe N, unsafe N}. */
  String table() {
    StringBuilder text = new StringBuilder();
    new TreeMap<>(byMethod).forEach((method, counts) -> text.append(String.format("  %-26s lost %d, resent %d, "
        + "lost calls safe to re-send %d, lost tool calls not safe to re-send (reported) %d%n", method,
        counts[0].get(), counts[1].get(), counts[2].get(), counts[3].get())));
    return text.length() == 0 ? "  (no round was lost)\n" : text.toString();
  }

  /** {@code {"method": {"lost":N, "resent":N, "lostCallsSafe":N, "lostCallsUnsafe":N}, ...}}. */
  JsonObject toJson() {
    JsonObject.Builder json = JsonObject.builder();
    new TreeMap<>(byMethod).forEach((method, counts) -> {
      JsonObject.Builder row = JsonObject.builder();
      for (int i = 0; i < COLUMNS.length; i++) {
        row.put(COLUMNS[i], counts[i].get());
      }
      json.put(method, row.build());
    });
    return json.build();
  }

  private AtomicInteger[] counts(String method) {
    return byMethod.computeIfAbsent(method, name -> new AtomicInteger[] {new AtomicInteger(), new AtomicInteger(),
        new AtomicInteger(), new AtomicInteger()});
  }
}
