package io.mcpgen.legacy.client;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallInFlight;
import io.mcpgen.runtime.client.ClientContext;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.SessionConnection;
import io.mcpgen.runtime.mrtr.McpMeta;
import java.util.List;

/**
 * A 2025-era session: what {@code initialize} established (the negotiated version and the
 * server's {@code InitializeResult}), and the answering of the server's requests, whose responses
 * go back on the client's transport.
 */
final class LegacySessionConnection implements SessionConnection {

  private final String protocolVersion;
  private final JsonObject initializeResult;
  private final ClientTransport transport;
  private final ServerRequests serverRequests;

  LegacySessionConnection(String protocolVersion, JsonObject initializeResult, ClientContext client) {
    this.protocolVersion = protocolVersion;
    this.initializeResult = initializeResult;
    this.transport = client.transport();
    this.serverRequests = new ServerRequests(client, serverInfo());
  }

  @Override
  public String protocolVersion() {
    return protocolVersion;
  }

  /** Answers off the caller's thread (a transport's reader); the response goes back on the session's transport. */
  @Override
  public void serverRequest(JsonObject request, List<CallInFlight> calls) {
    serverRequests.handle(request, calls).whenComplete((response, failure) -> {
      if (response != null) {
        try {
          transport.sendNotification(response); // a response is sent like a notification: no reply
        } catch (RuntimeException closed) {
          System.getLogger(LegacySessionConnection.class.getName()).log(System.Logger.Level.DEBUG,
              "could not answer the server's request: {0}", closed.getMessage());
        }
      }
    });
  }

  /** The server's self-reported {@code Implementation}, or null; for display only. */
  private JsonObject serverInfo() {
    JsonValue info = initializeResult.get("serverInfo");
    return info instanceof JsonObject ? (JsonObject) info : null;
  }

  /** The {@code initialize} result in the shape of a {@code DiscoverResult}. */
  @Override
  public JsonObject discoverResult() {
    JsonObject.Builder result = JsonObject.builder()
        .put("supportedVersions", JsonArray.of(JsonString.of(protocolVersion)));
    JsonValue capabilities = initializeResult.get("capabilities");
    result.put("capabilities", capabilities instanceof JsonObject ? capabilities : JsonObject.empty());
    if (initializeResult.get("instructions") instanceof JsonString) {
      result.put("instructions", initializeResult.get("instructions"));
    }
    JsonObject info = serverInfo();
    if (info != null) {
      result.put("_meta", JsonObject.of(McpMeta.SERVER_INFO, info));
    }
    return result.build();
  }
}
