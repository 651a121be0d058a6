package io.mcpgen.runtime.server;

import static io.mcpgen.runtime.testing.Fixtures.json;
import static io.mcpgen.runtime.testing.Fixtures.request;
import static io.mcpgen.runtime.testing.Wire.error;
import static io.mcpgen.runtime.testing.Wire.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.mrtr.Cancellation;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.testing.Fixtures;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * {@code subscriptions/listen}: the acknowledgement first with the filter the server honours, then
 * only the notifications asked for, each with the subscription id; bounded; ended by the client
 * (no response) or by the server (a result).
 */
class SubscriptionsTest {

  private static final McpHandler TEXT = McpHandler.simple(call ->
      json("{\"contents\":[{\"uri\":\"" + call.uri() + "\",\"text\":\"x\"}]}"));

  private final Subscriptions updates = Subscriptions.create(2, 2);
  private final McpServerEngine server = McpServerEngine.builder()
      .tool(Fixtures.tool("t"), McpHandler.simple(call -> Fixtures.textResult("")))
      .resource(json("{\"uri\":\"test://a\",\"name\":\"a\"}"), TEXT)
      .resourceTemplate(json("{\"uriTemplate\":\"test://items/{id}\",\"name\":\"items\"}"), TEXT)
      .subscriptions(updates)
      .build();

  /** One open stream as a client sees it: what was written to it, and its reply. */
  private final class Stream {
    final List<JsonObject> received = new CopyOnWriteArrayList<>();
    final Cancellation cancellation = Cancellation.create();
    final CompletableFuture<ServerReply> reply;

    Stream(long id, String filter) {
      RequestContext context = RequestContext.builder().cancellation(cancellation).notifications(received::add).build();
      reply = server.handle(request(id, "subscriptions/listen", "{\"notifications\":" + filter + "}", "{}"), context)
          .toCompletableFuture();
    }

    List<String> methods() {
      return received.stream().map(message -> message.get("method").asString()).toList();
    }
  }

  private static JsonObject params(JsonObject notification) {
    return notification.get("params").asObject();
  }

  @Test
  void theAcknowledgementComesFirstWithWhatTheServerHonours() {
    Stream stream = new Stream(7, "{\"toolsListChanged\":true,\"promptsListChanged\":true,"
        + "\"resourceSubscriptions\":[\"test://a\",\"test://nowhere\",\"test://items/3\"]}");
    assertFalse(stream.reply.isDone());
    assertEquals(List.of("notifications/subscriptions/acknowledged"), stream.methods());
    JsonObject ack = params(stream.received.get(0));
    // No prompts here: promptsListChanged is left out, as is a URI the server cannot read.
    assertEquals(json("{\"toolsListChanged\":true,\"resourceSubscriptions\":[\"test://a\",\"test://items/3\"]}"),
        ack.get("notifications"));
    assertEquals(json("{\"" + McpMeta.SUBSCRIPTION_ID + "\":7}"), ack.get("_meta"));
  }

  @Test
  void onlyWhatWasAskedForIsDeliveredWithTheSubscriptionId() {
    Stream stream = new Stream(8, "{\"resourceSubscriptions\":[\"test://a\"]}");
    updates.resourceUpdated("test://a");
    updates.resourceUpdated("test://items/1");
    updates.toolsListChanged();
    assertEquals(List.of("notifications/subscriptions/acknowledged", "notifications/resources/updated"),
        stream.methods());
    JsonObject updated = params(stream.received.get(1));
    assertEquals(JsonString.of("test://a"), updated.get("uri"));
    assertEquals(8, updated.get("_meta").asObject().get(McpMeta.SUBSCRIPTION_ID).asNumber().intValue());
  }

  @Test
  void listChangesReachTheStreamsThatAskedForThem() {
    Stream tools = new Stream(1, "{\"toolsListChanged\":true}");
    Stream resources = new Stream(2, "{\"resourcesListChanged\":true}");
    updates.toolsListChanged();
    updates.resourcesListChanged();
    updates.promptsListChanged();
    assertEquals(List.of("notifications/subscriptions/acknowledged", "notifications/tools/list_changed"),
        tools.methods());
    assertEquals(List.of("notifications/subscriptions/acknowledged", "notifications/resources/list_changed"),
        resources.methods());
  }

  @Test
  void aClientThatGoesAwayEndsItsStreamWithoutAResponseAndFreesItsPlace() {
    Stream first = new Stream(1, "{\"resourceSubscriptions\":[\"test://a\"]}");
    Stream second = new Stream(2, "{}");
    assertEquals(2, updates.listeners());
    Stream refused = new Stream(3, "{}");
    assertEquals(-32603, error(refused.reply.join()).get("code").asNumber().intValue());
    assertTrue(refused.received.isEmpty());
    first.cancellation.cancel("the client closed the stream");
    assertEquals(ServerReply.Kind.CANCELLED, first.reply.join().kind());
    assertEquals(1, updates.listeners());
    updates.resourceUpdated("test://a");
    assertEquals(1, first.received.size()); // nothing after the end
    Stream third = new Stream(4, "{}");
    assertEquals(2, updates.listeners());
    assertFalse(second.reply.isDone() || third.reply.isDone());
  }

  @Test
  void theServerEndsStreamsWithACancellationThenAResult() {
    Stream stream = new Stream(5, "{\"toolsListChanged\":true}");
    updates.close();
    assertEquals(List.of("notifications/subscriptions/acknowledged", "notifications/cancelled"), stream.methods());
    JsonObject cancelled = params(stream.received.get(1));
    assertEquals(5, cancelled.get("requestId").asNumber().intValue());
    assertEquals(5, cancelled.get("_meta").asObject().get(McpMeta.SUBSCRIPTION_ID).asNumber().intValue());
    JsonObject response = stream.reply.join().body().orElseThrow();
    assertEquals(5, response.get("id").asNumber().intValue());
    JsonObject result = response.get("result").asObject();
    assertEquals(JsonString.of("complete"), result.get("resultType"));
    assertEquals(5, result.get("_meta").asObject().get(McpMeta.SUBSCRIPTION_ID).asNumber().intValue());
    assertEquals(0, updates.listeners());
    assertEquals(-32603, error(new Stream(6, "{}").reply.join()).get("code").asNumber().intValue());
  }

  @Test
  void theUriLimitPerStreamIsAppliedInTheAcknowledgement() {
    Stream stream = new Stream(1, "{\"resourceSubscriptions\":[\"test://items/1\",\"test://items/2\",\"test://items/3\"]}");
    assertEquals(json("{\"resourceSubscriptions\":[\"test://items/1\",\"test://items/2\"]}"),
        params(stream.received.get(0)).get("notifications"));
    updates.resourceUpdated("test://items/3");
    assertEquals(1, stream.received.size());
  }

  @Test
  void malformedFiltersAreInvalidParams() {
    for (String filter : List.of("[]", "{\"toolsListChanged\":\"yes\"}", "{\"resourceSubscriptions\":\"test://a\"}",
        "{\"resourceSubscriptions\":[1]}")) {
      assertEquals(-32602, error(new Stream(1, filter).reply.join()).get("code").asNumber().intValue(), filter);
    }
    assertEquals(-32602, error(send(server, request(2, "subscriptions/listen", "{}", "{}"))).get("code").asNumber()
        .intValue());
    assertEquals(0, updates.listeners());
  }

  @Test
  void capabilitiesSayWhatCanBeListenedTo() {
    assertEquals(json("{\"tools\":{\"listChanged\":true},\"resources\":{\"listChanged\":true,\"subscribe\":true},"
        + "\"logging\":{}}"), server.capabilities());
    McpServerEngine without = McpServerEngine.builder().tool(Fixtures.tool("t"),
        McpHandler.simple(call -> Fixtures.textResult(""))).build();
    assertEquals(json("{\"tools\":{},\"logging\":{}}"), without.capabilities());
    assertEquals(-32601, error(send(without, request(1, "subscriptions/listen", "{\"notifications\":{}}", "{}")))
        .get("code").asNumber().intValue());
  }
}
