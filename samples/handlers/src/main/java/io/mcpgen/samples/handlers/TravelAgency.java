package io.mcpgen.samples.handlers;

import io.mcpgen.protocol.CreateMessageResult;
import io.mcpgen.protocol.PromptMessage;
import io.mcpgen.protocol.Role;
import io.mcpgen.protocol.Root;
import io.mcpgen.protocol.TextContent;
import io.mcpgen.json.JsonCodecs;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * The travel desk's implementation: plain Java on typed values. Nothing here knows JSON, rounds
 * or requestState; the generated {@code TravelDeskMcpServer} does.
 */
public final class TravelAgency implements TravelDesk {

  /** Fare per passenger, in cents, by cabin. */
  private static final Map<Cabin, Long> FARES = Map.of(Cabin.ECONOMY, 12_000L, Cabin.BUSINESS, 48_000L);

  private final AtomicInteger fareLookups = new AtomicInteger();
  private final AtomicInteger bookCalls = new AtomicInteger();

  @Override
  public Quote quote(Route route) {
    if (route.passengers() < 1) {
      throw new IllegalArgumentException("a quote needs at least one passenger");
    }
    Cabin cabin = route.cabin().orElse(Cabin.ECONOMY);
    return new Quote(route.from(), route.to(), fare(route), cabin);
  }

  @Override
  public Booking book(Route route, Elicited<Traveller> traveller, CreateMessageResult blurb) {
    bookCalls.incrementAndGet();
    if (traveller.isDeclined()) {
      return new Booking("-", Optional.empty(), Optional.empty(), Status.DECLINED);
    }
    if (traveller.isCancelled()) {
      return new Booking("-", Optional.empty(), Optional.empty(), Status.CANCELLED);
    }
    Traveller who = traveller.accepted().orElseThrow();
    String reference = (route.from().substring(0, 3) + route.to().substring(0, 3)).toUpperCase() + route.passengers();
    return new Booking(reference, Optional.of(who.name() + " <" + who.email() + ">, " + who.seat()
        + (who.insured() ? ", insured" : "") + (who.meals().isEmpty() ? "" : ", " + who.meals())),
        Optional.of(text(blurb)), Status.BOOKED);
  }

  @Override
  public Plan plan(Route route, McpExchange exchange) throws Exception {
    // Runs again on every round: the fare is looked up once and kept in the requestState.
    long fare = exchange.checkpoint("fare", JsonCodecs.LONG, () -> fare(route));
    Elicited<Dates> dates = exchange.elicit("dates", "When do you travel from " + route.from() + " to "
        + route.to() + "?", Dates.class);
    Dates when = dates.accepted().orElseThrow(() -> new IllegalStateException("no dates, no plan"));
    Optional<String> hotel = Optional.empty();
    if (when.hotel()) {
      // A question that depends on the answer before it: asked in the next round.
      Elicited<Hotel> stay = exchange.elicit("hotel", "Which hotel in " + route.to() + " from " + when.depart()
          + "?", Hotel.class);
      hotel = stay.accepted().map(h -> h.stars() + " stars, " + h.nights().orElse(2) + " nights");
    }
    return new Plan(route.from() + " -> " + route.to(), when.depart(), when.back(), hotel, fare);
  }

  @Override
  public String pay(Payment payment, Elicited<Void> checkout) {
    return checkout.isAccepted() ? "payment page opened for " + payment.booking()
        : "payment of " + payment.booking() + " not started";
  }

  @Override
  public String export(List<Root> roots, Optional<String> title) {
    String where = roots.stream().map(Root::uri).collect(Collectors.joining(", "));
    return title.orElse("(untitled)") + " -> " + where;
  }

  @Override
  public List<PromptMessage> postcard(Postcard card, Elicited<Tone> tone) {
    Mood mood = tone.accepted().map(Tone::mood).orElse(Mood.WARM);
    String greeting = mood == Mood.FUNNY ? "Wish you were here (the seagulls ate my sandwich)"
        : "Thinking of you";
    String text = greeting + ", from " + card.to() + card.from().map(from -> ", love " + from).orElse("");
    return List.of(new PromptMessage(new TextContent(null, null, text, Map.of()), Role.USER, Map.of()));
  }

  @Override
  public String itinerary(String id, Elicited<Confirm> confirm) {
    return confirm.accepted().map(Confirm::show).orElse(false) ? "itinerary " + id + ": Lisbon -> Porto, seat 3A"
        : "itinerary " + id + " hidden";
  }

  /** How many times a fare was computed, for tests that check a checkpoint ran once. */
  public int fareLookups() {
    return fareLookups.get();
  }

  /** How many times {@link #book} ran. */
  public int bookCalls() {
    return bookCalls.get();
  }

  private long fare(Route route) {
    fareLookups.incrementAndGet();
    return FARES.get(route.cabin().orElse(Cabin.ECONOMY)) * route.passengers();
  }

  private static String text(CreateMessageResult result) {
    CreateMessageResult.Content content = result.content();
    if (content instanceof TextContent) {
      return ((TextContent) content).text();
    }
    if (content instanceof CreateMessageResult.Content.ArrayValue) {
      return ((CreateMessageResult.Content.ArrayValue) content).value().stream()
          .filter(block -> block instanceof TextContent)
          .map(block -> ((TextContent) block).text())
          .collect(Collectors.joining());
    }
    return "";
  }
}
