package io.mcpgen.processor.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What replaced a protocol type where the schemas do not say so. The schemas are asked first
 * ({@link RevisionHistory}); this table holds only what the 2026-07-28 changelog states and no
 * schema description does. An entry is used only when every type it names exists in the revision
 * in use, so it can never point at a type the user cannot write.
 *
 * <p>Each entry cites the changelog item it comes from ("Key Changes" of 2026-07-28, major
 * changes 2, 3, 4 and 7). Removed types that nothing replaces (the {@code initialized}
 * notification, {@code ping}, roots' {@code list_changed}, the tasks types that moved to an
 * extension, the elicitation {@code complete} notification) have no entry: the message then says
 * only which revisions have them.
 */
final class Replacements {

  /**
   * One replacement.
   *
   * @param types the types of the newer revision that take the old one's place
   * @param reason why, in a few words, after the changelog
   */
  record Entry(List<String> types, String reason) {}

  private static final String STATELESS = "the initialize handshake is gone; a client may call server/discover"
      + " for the server's versions and capabilities, and every request carries its protocol version and"
      + " client capabilities in _meta (2026-07-28 changelog, major changes 2 and 3)";

  private static final Map<String, Entry> TABLE = Map.of(
      "InitializeRequest", new Entry(List.of("DiscoverRequest"), STATELESS),
      "InitializeRequestParams", new Entry(List.of("DiscoverRequest"), STATELESS),
      "InitializeResult", new Entry(List.of("DiscoverResult"), STATELESS),
      "UnsubscribeRequest", new Entry(List.of("SubscriptionsListenRequest"), "a subscriptions/listen stream"
          + " replaces resources/subscribe and resources/unsubscribe; closing it ends the subscription"
          + " (2026-07-28 changelog, major change 4)"),
      "UnsubscribeRequestParams", new Entry(List.of("SubscriptionsListenRequest"), "a subscriptions/listen stream"
          + " replaces resources/subscribe and resources/unsubscribe; closing it ends the subscription"
          + " (2026-07-28 changelog, major change 4)"),
      "ServerRequest", new Entry(List.of("InputRequest", "InputRequiredResult"), "a server no longer sends"
          + " requests of its own; it answers InputRequiredResult, whose inputRequests the client answers on a"
          + " retry (multi round-trip requests, 2026-07-28 changelog, major change 7)"),
      "URLElicitationRequiredError", new Entry(List.of("InputRequiredResult"), "a URL elicitation is an input"
          + " request of an InputRequiredResult, and the client retries once the user is done (multi round-trip"
          + " requests, 2026-07-28 changelog, major change 7)"));

  private Replacements() {}

  /** The entry for a type name, if the table has one. */
  static Optional<Entry> of(String name) {
    return Optional.ofNullable(TABLE.get(name));
  }
}
