package io.mcpgen.processor.it;

import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.Optional;

/** The room desk: each method says what it was given. */
final class RoomDeskDesk implements RoomDesk {

  @Override
  public String book(Slot slot) {
    return slot.room() + " for " + slot.minutes() + " min, " + slot.people() + ", " + slot.layout() + " or "
        + slot.fallbacks() + ", " + slot.hours() + " h from " + slot.start();
  }

  @Override
  public String bookWithDetails(Slot slot, Elicited<Details> details) {
    return details.accepted().map(value -> value.organiser() + " with projector " + value.projector() + " and "
        + value.chairs() + " chairs").orElse("no details");
  }

  @Override
  public String twoNotes(McpExchange exchange) {
    Elicited<First> first = exchange.elicit("first", "The first note?", First.class);
    Elicited<Second> second = exchange.elicit("second", "The second note?", Second.class);
    return first.accepted().map(First::text).orElse("-") + " then " + second.accepted().map(Second::text).orElse("-");
  }

  @Override
  public String cancel(Elicited<Reason> reason) {
    return "cancelled: " + reason.accepted().map(Reason::why).orElse("no reason");
  }

  @Override
  public String summary(Optional<String> summary) {
    return summary.orElse("no summary");
  }

  @Override
  public String invite(Invitation invitation) {
    return "Dear " + invitation.who() + ", meet me in " + invitation.where() + ".";
  }
}
