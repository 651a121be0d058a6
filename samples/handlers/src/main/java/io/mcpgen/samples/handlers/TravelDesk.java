package io.mcpgen.samples.handlers;

import io.mcpgen.annotations.Default;
import io.mcpgen.annotations.Describe;
import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.ElicitUrl;
import io.mcpgen.annotations.Format;
import io.mcpgen.annotations.Forms;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Resource;
import io.mcpgen.annotations.Roots;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.protocol.CreateMessageResult;
import io.mcpgen.protocol.PromptMessage;
import io.mcpgen.protocol.Root;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.List;
import java.util.Optional;

/**
 * A travel desk, as an MCP server: mcpgen writes {@code TravelDeskMcpServer} (serves an
 * implementation) and {@code TravelDeskMcpClient} (calls any server offering these) from it.
 */
@McpServer(name = "travel-desk", version = "1.0", instructions = "Quote a route before booking it.")
public interface TravelDesk {

  /** Quotes the fare of a route. */
  @Tool(value = "quote", readOnly = true, destructive = false)
  Quote quote(Route route);

  /** Books a route once the traveller's details are in and the client's model wrote a line about it. */
  @Tool("book")
  Booking book(Route route,
      @Elicit(message = "Who travels from {route.from} to {route.to}?") Elicited<Traveller> traveller,
      @Sample(prompt = "One cheerful line about a trip to {route.to}", maxTokens = 40) CreateMessageResult blurb);

  /**
   * Plans a trip as it goes: the dates first, then a hotel when the traveller wants one. Asks
   * through the exchange, so it runs again on every round.
   */
  @Tool("plan")
  Plan plan(Route route, @Forms({Dates.class, Hotel.class}) McpExchange exchange) throws Exception;

  /** Pays a booking on the payment provider's page. */
  @Tool("pay")
  String pay(Payment payment,
      @ElicitUrl(message = "Pay {payment.amountCents} cents for booking {payment.booking}",
          url = "https://pay.example.com/checkout/{payment.booking}") Elicited<Void> checkout);

  /** Exports the bookings into the client's workspace, titled by its model when it can sample. */
  @Tool("export")
  String export(@Roots List<Root> roots,
      @Sample(prompt = "A title for a list of bookings", maxTokens = 10) Optional<String> title);

  /** A postcard from the trip, in the tone the user picks. */
  @Prompt("postcard")
  List<PromptMessage> postcard(Postcard card,
      @Elicit(message = "Which tone for the card to {card.to}?") Elicited<Tone> tone);

  /** An itinerary, shown once the user confirms (it holds personal details). */
  @Resource(uri = "travel://itineraries/{id}", mimeType = "text/plain")
  String itinerary(String id, @Elicit(message = "Show itinerary {id}?") Elicited<Confirm> confirm);

  /**
   * A route between two cities.
   *
   * @param from the city of departure
   * @param to the city of arrival
   * @param passengers how many travel
   * @param cabin economy when absent
   */
  record Route(String from, String to, int passengers, Optional<Cabin> cabin) {
    public Route {
      if (from.isBlank() || to.isBlank()) {
        throw new IllegalArgumentException("a route needs two cities");
      }
    }
  }

  /** Cabin classes. */
  enum Cabin { ECONOMY, BUSINESS }

  /** A fare. */
  record Quote(String from, String to, long totalCents, Cabin cabin) {}

  /** The traveller's details, asked as a form. */
  record Traveller(
      @Describe(value = "As on the passport", title = "Full name") String name,
      @Format("email") String email,
      @Default("AISLE") Seat seat,
      @Describe("Travel insurance") @Default("false") boolean insured,
      @Describe("Meals on board") List<Meal> meals) {}

  /** Seats, with the titles a form shows. */
  enum Seat { @Describe("By the window") WINDOW, @Describe("On the aisle") AISLE }

  /** Meals. */
  enum Meal { VEGETARIAN, VEGAN, KOSHER, HALAL }

  /** What booking did. */
  enum Status { BOOKED, DECLINED, CANCELLED }

  /** A booking: its reference, the traveller, the model's line, and how it went. */
  record Booking(String reference, Optional<String> traveller, Optional<String> blurb, Status status) {}

  /** The dates of a trip, asked first. */
  record Dates(@Format("date") String depart, @Format("date") String back, boolean hotel) {}

  /** A hotel, asked only when wanted. */
  record Hotel(@Describe("Stars") int stars, @Default("2") Optional<Integer> nights) {}

  /** A planned trip. */
  record Plan(String route, String depart, String back, Optional<String> hotel, long fareCents) {}

  /** A payment. */
  record Payment(String booking, long amountCents) {}

  /** The arguments of the postcard prompt (prompt arguments are strings). */
  record Postcard(String to, Optional<String> from) {}

  /** A postcard's tone. */
  record Tone(Mood mood) {}

  /** Moods. */
  enum Mood { WARM, FUNNY }

  /** A yes or no. */
  record Confirm(boolean show) {}
}
