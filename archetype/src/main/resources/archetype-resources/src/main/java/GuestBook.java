package ${package};

import io.mcpgen.annotations.Default;
import io.mcpgen.annotations.Describe;
import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import java.util.List;
import java.util.Optional;

/**
 * A guest book, as an MCP server. When this interface compiles, mcpgen writes
 * {@code GuestBookMcpServer}, which serves an implementation of it ({@link GuestBookService}), and
 * {@code GuestBookMcpClient}, a typed client for any server offering these tools. Each method's
 * javadoc is its tool's description; each record is a JSON Schema: the tool's arguments, its
 * result, or the form shown to the user.
 */
@McpServer(name = "${artifactId}", version = "${version}",
    instructions = "A guest book: read its latest entries, or sign it once the user agreed.")
public interface GuestBook {

  /** Returns the latest entries of the guest book, newest first. Changes nothing. */
  @Tool(value = "latest_entries", readOnly = true, destructive = false)
  Entries latestEntries(Latest latest);

  /**
   * Signs the guest book once the user agreed. The first call is answered with a question for the
   * user (the {@link Confirm} form) instead of a result; the client asks its user and calls again
   * with the answer. Only then does this method run, once, with the answer in {@code confirm}.
   */
  @Tool("sign")
  Signed sign(Visit visit,
      @Elicit(message = "Sign the guest book as {visit.name}?") Elicited<Confirm> confirm);

  /**
   * Which entries to return.
   *
   * @param count how many at most
   */
  record Latest(@Default("10") int count) {}

  /** An entry of the guest book, numbered from 1. */
  record Entry(int number, String name, String message) {}

  /** Entries, newest first. */
  record Entries(List<Entry> entries) {}

  /** Who signs, and what they write. */
  record Visit(@Describe("Your name") String name, @Describe("A line for the book") String message) {}

  /** The form the user is asked to fill in before the book is signed. */
  record Confirm(@Describe(value = "Add this entry to the guest book", title = "Sign") boolean confirmed) {}

  /** The new entry, or none when the user did not agree. */
  record Signed(Optional<Entry> entry) {}
}
