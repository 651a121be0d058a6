package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;

import ${package}.GuestBook.Confirm;
import ${package}.GuestBook.Entries;
import ${package}.GuestBook.Entry;
import ${package}.GuestBook.Latest;
import ${package}.GuestBook.Signed;
import ${package}.GuestBook.Visit;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormQuestion;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The guest book through its generated typed client, {@code GuestBookMcpClient}, in memory: every
 * message is still written as JSON and read back, as on a real transport. The client runs the
 * multi round-trip loop: the server's question reaches the {@code onConfirm} hook, and the hook's
 * answer goes back with the retried call.
 */
class GuestBookTest {

  private McpServerEngine engine;

  @BeforeEach
  void serve() {
    RequestStateCodec codec = RequestStateCodec.builder().audience("guest-book-test")
        .key("test", new byte[32]) // fine in a test; a real server reads a secret random key (see Main)
        .build();
    engine = GuestBookMcpServer.builder(new GuestBookService()).requestState(codec).build();
  }

  private GuestBookMcpClient.Builder client() {
    return GuestBookMcpClient.builder(InMemoryTransport.connect(engine)).clientInfo("guest-book-test", "1.0");
  }

  @Test
  void signingAsksTheUserThenAddsTheEntry() {
    List<FormQuestion> asked = new CopyOnWriteArrayList<>();
    try (GuestBookMcpClient guestBook = client()
        .onConfirm(question -> {
          asked.add(question);
          return Elicited.accepted(new Confirm(true));
        })
        .build()) {
      Signed signed = guestBook.sign(new Visit("Ada", "Lovely tea"));

      Entry entry = new Entry(1, "Ada", "Lovely tea");
      assertEquals(new Signed(Optional.of(entry)), signed);
      assertEquals(1, asked.size());
      assertEquals("Sign the guest book as Ada?", asked.get(0).message());
      assertEquals(new Entries(List.of(entry)), guestBook.latestEntries(new Latest(10)));
    }
  }

  @Test
  void aDeclinedQuestionLeavesTheBookAsItWas() {
    try (GuestBookMcpClient guestBook = client().onConfirm(question -> Elicited.declined()).build()) {
      assertEquals(new Signed(Optional.empty()), guestBook.sign(new Visit("Grace", "Back soon")));
      assertEquals(new Entries(List.of()), guestBook.latestEntries(new Latest(10)));
    }
  }
}
