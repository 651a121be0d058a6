package ${package};

import io.mcpgen.runtime.typed.Elicited;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The guest book, kept in memory. The methods run as plain Java: the generated server has already
 * checked the arguments and collected the user's answers. An exception thrown here reaches the
 * client as a tool result with {@code isError: true} and the exception's message.
 */
public final class GuestBookService implements GuestBook {

  private final List<Entry> entries = new ArrayList<>();

  @Override
  public synchronized Entries latestEntries(Latest latest) {
    if (latest.count() < 0) {
      throw new IllegalArgumentException("count must not be negative");
    }
    List<Entry> newestFirst = new ArrayList<>();
    for (int i = entries.size() - 1; i >= 0 && newestFirst.size() < latest.count(); i--) {
      newestFirst.add(entries.get(i));
    }
    return new Entries(newestFirst);
  }

  @Override
  public synchronized Signed sign(Visit visit, Elicited<Confirm> confirm) {
    // Declined, cancelled, or accepted with "confirmed" unticked: the book stays as it was.
    if (!confirm.accepted().map(Confirm::confirmed).orElse(false)) {
      return new Signed(Optional.empty());
    }
    Entry entry = new Entry(entries.size() + 1, visit.name(), visit.message());
    entries.add(entry);
    return new Signed(Optional.of(entry));
  }
}
