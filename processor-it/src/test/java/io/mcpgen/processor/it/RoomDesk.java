package io.mcpgen.processor.it;

import io.mcpgen.annotations.Default;
import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.Forms;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Optional;

/**
 * A meeting-room desk, as a new user wrote it: defaults on arguments and form fields, two forms of
 * one shape asked one after the other, and inputs a client may lack the hooks for.
 */
@McpServer(name = "room-desk")
public interface RoomDesk {

  /** Books a room. */
  @Tool("book")
  String book(Slot slot);

  /** Books a room once the details are in. */
  @Tool("book_with_details")
  String bookWithDetails(Slot slot, @Elicit(message = "Details for {slot.room}?") Elicited<Details> details);

  /** Asks for a first note, then a second one: two forms with the same fields. */
  @Tool("two_notes")
  String twoNotes(@Forms({First.class, Second.class}) McpExchange exchange);

  /** Cancels a booking for a reason. */
  @Tool("cancel")
  String cancel(@Elicit(message = "Why cancel?") Elicited<Reason> reason);

  /** Summarises the day, with the client's model when it has one. */
  @Tool("summary")
  String summary(@Sample(prompt = "Summarise the day") Optional<String> summary);

  /** Drafts an invitation. */
  @Prompt("invite")
  String invite(Invitation invitation);

  /** A room layout. */
  enum Layout { PLAIN, BOARDROOM, THEATRE }

  /** What to book. */
  record Slot(String room, @Default("30") int minutes, @Default("2") Optional<Integer> people,
      @Default("BOARDROOM") Layout layout, @Default({"PLAIN", "THEATRE"}) List<Layout> fallbacks,
      @Default("0.5") double hours, @Default("9") Long start) {}

  /** Details asked by a form. */
  record Details(String organiser, @Default("true") boolean projector, @Default("4") int chairs) {}

  /** The first note. */
  record First(String text) {}

  /** The second note, of the same shape. */
  record Second(String text) {}

  /** Why a booking is cancelled. */
  record Reason(String why) {}

  /** Who is invited. */
  record Invitation(String who, @Default("the big room") String where) {}
}
