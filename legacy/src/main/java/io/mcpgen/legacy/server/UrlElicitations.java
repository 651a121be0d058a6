package io.mcpgen.legacy.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The URL-mode elicitations of one bridged request, for a 2025-11-25 client: each gets the
 * {@code elicitationId} that revision requires, and the client hears
 * {@code notifications/elicitation/complete} for it once the out-of-band interaction is known
 * complete. The 2026-07-28 handler learns that outcome by being run again (the client's accept
 * means consent, not completion), so the bridge knows it when the handler's next round, after an
 * accept, no longer asks that URL: it went on. A handler that asks the same URL under the same
 * key again is still waiting; the question keeps its id. Declined and cancelled elicitations
 * started nothing and complete nothing, and a request that ends in an error or is cancelled
 * completes nothing either.
 *
 * <p>Lives only as long as the one request it serves. Thread-safe (rounds run one after another,
 * on whichever thread delivered the last answer).
 */
final class UrlElicitations {

  private static final String NOTIFICATION = "notifications/elicitation/complete";

  /** One URL elicitation as sent. */
  private record Sent(String elicitationId, String url) {}

  private final boolean clientListens;
  /** Sent in the round now waiting for answers, by input key. */
  private final Map<String, Sent> asked = new HashMap<>();
  /** Accepted by the client, the interaction not yet known complete, by input key. */
  private final Map<String, Sent> accepted = new HashMap<>();

  /** @param clientListens whether the client declared URL elicitation ({@code elicitation.url}) */
  UrlElicitations(boolean clientListens) {
    this.clientListens = clientListens;
  }

  /**
   * The question ({@code {method, params}}) as it goes to the client: a URL elicitation gets its
   * {@code elicitationId}, the one it already had when it is asked again after an accept.
   */
  synchronized JsonObject identify(String key, JsonObject question) {
    String url = url(question);
    if (url == null) {
      return question;
    }
    Sent before = accepted.remove(key);
    Sent sent = before != null && before.url().equals(url) ? before : new Sent(UUID.randomUUID().toString(), url);
    asked.put(key, sent);
    JsonObject params = (JsonObject) question.get("params");
    return question.with("params", params.with("elicitationId", JsonString.of(sent.elicitationId())));
  }

  /** The client answered the question under {@code key} with {@code result}. */
  synchronized void answered(String key, JsonValue result) {
    Sent sent = asked.remove(key);
    if (sent != null && result instanceof JsonObject
        && JsonString.of("accept").equals(((JsonObject) result).get("action"))) {
      accepted.put(key, sent);
    }
  }

  /**
   * The handler's next round is in: the notifications for the accepted URL elicitations it no
   * longer asks. None when the request ended without going on ({@code wentOn} false: an error, a
   * cancellation) or the client does not listen; each id completes at most once.
   *
   * @param interim the round's {@code InputRequiredResult}, or null when the request ended
   */
  synchronized List<JsonObject> settle(JsonObject interim, boolean wentOn) {
    List<JsonObject> notifications = new ArrayList<>();
    JsonValue questions = interim == null ? null : interim.get("inputRequests");
    for (Iterator<Map.Entry<String, Sent>> entries = accepted.entrySet().iterator(); entries.hasNext();) {
      Map.Entry<String, Sent> entry = entries.next();
      JsonValue again = questions instanceof JsonObject ? ((JsonObject) questions).get(entry.getKey()) : null;
      if (wentOn && again instanceof JsonObject && entry.getValue().url().equals(url((JsonObject) again))) {
        continue; // asked again: the interaction is still under way
      }
      entries.remove();
      if (wentOn && clientListens) {
        notifications.add(JsonObject.builder().put("jsonrpc", "2.0").put("method", NOTIFICATION)
            .put("params", JsonObject.of("elicitationId", JsonString.of(entry.getValue().elicitationId())))
            .build());
      }
    }
    return notifications;
  }

  /** The URL of a URL-mode {@code elicitation/create}, or null for any other question. */
  private static String url(JsonObject question) {
    if (!JsonString.of(McpMethods.ELICITATION_CREATE).equals(question.get("method"))
        || !(question.get("params") instanceof JsonObject)) {
      return null;
    }
    JsonObject params = (JsonObject) question.get("params");
    return JsonString.of("url").equals(params.get("mode")) && params.get("url") instanceof JsonString
        ? params.get("url").asString() : null;
  }
}
