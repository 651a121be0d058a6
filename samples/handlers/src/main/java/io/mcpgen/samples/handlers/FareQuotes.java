package io.mcpgen.samples.handlers;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.McpClient;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.protocol.CreateMessageResult;
import io.mcpgen.runtime.typed.Elicited;

/**
 * Part of a travel desk, seen from a client that did not write the server: mcpgen writes
 * {@code FareQuotesMcpClient} only. The inputs name the server's keys so that each gets its
 * typed hook; what the server says in them is its own business.
 */
@McpClient
public interface FareQuotes {

  /** Quotes the fare of a route. */
  @Tool("quote")
  TravelDesk.Quote quote(TravelDesk.Route route);

  /** Books a route. */
  @Tool("book")
  TravelDesk.Booking book(TravelDesk.Route route, @Elicit Elicited<TravelDesk.Traveller> traveller,
      @Sample CreateMessageResult blurb);
}
