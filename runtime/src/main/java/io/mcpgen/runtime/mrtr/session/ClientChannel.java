package io.mcpgen.runtime.mrtr.session;

import io.mcpgen.json.JsonObject;

/**
 * Where a 2025-era session writes the messages it sends the client for one request: its
 * {@code elicitation/create}, {@code sampling/createMessage} and {@code roots/list} requests and
 * their {@code notifications/cancelled}. On stdio that is the output; over Streamable HTTP the
 * event stream of the POST that carried the request.
 */
@FunctionalInterface
public interface ClientChannel {

  /** Sends one whole JSON-RPC message; a failure to send is the transport's to notice. */
  void send(JsonObject message);
}
