package io.mcpgen.runtime.testing;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.jsonrpc.JsonRpcMessage;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * Sits between a transport and a server and records, in order, every message in both directions:
 * what the client sent, each notification the server wrote, and each reply body.
 */
public final class WireTap implements McpEndpoint {

  /** One recorded message. */
  public record Message(Direction direction, JsonObject json) {
  }

  /** Which way a message went. */
  public enum Direction {
    CLIENT_TO_SERVER,
    SERVER_NOTIFICATION,
    SERVER_REPLY
  }

  private final McpEndpoint server;
  private final List<Message> messages = Collections.synchronizedList(new ArrayList<>());

  public WireTap(McpEndpoint server) {
    this.server = server;
  }

  @Override
  public CompletionStage<ServerReply> handle(JsonRpcMessage message, RequestContext context) {
    messages.add(new Message(Direction.CLIENT_TO_SERVER, message.toJson()));
    RequestContext tapped = RequestContext.builder()
        .principal(context.principal())
        .cancellation(context.cancellation())
        .inFlight(context.inFlight())
        .notifications(notification -> {
          messages.add(new Message(Direction.SERVER_NOTIFICATION, notification));
          context.notifications().send(notification);
        })
        .build();
    return server.handle(message, tapped).thenApply(reply -> {
      reply.body().ifPresent(body -> messages.add(new Message(Direction.SERVER_REPLY, body)));
      return reply;
    });
  }

  /** Every message so far. */
  public List<Message> messages() {
    synchronized (messages) {
      return List.copyOf(messages);
    }
  }

  /** The requests the client sent (messages with an id and a method), in order. */
  public List<JsonObject> requests() {
    List<JsonObject> requests = new ArrayList<>();
    for (Message message : messages()) {
      if (message.direction() == Direction.CLIENT_TO_SERVER && message.json().has("id") && message.json().has("method")) {
        requests.add(message.json());
      }
    }
    return requests;
  }

  /** The reply bodies, in order. */
  public List<JsonObject> replies() {
    List<JsonObject> replies = new ArrayList<>();
    for (Message message : messages()) {
      if (message.direction() == Direction.SERVER_REPLY) {
        replies.add(message.json());
      }
    }
    return replies;
  }

  /** The params of the n-th request (0-based). */
  public JsonObject params(int request) {
    return requests().get(request).get("params").asObject();
  }
}
