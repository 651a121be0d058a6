package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.RequestId;
import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;
import io.mcpgen.runtime.mrtr.Scheduler;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionStage;

/** What a client offers its {@link EraNegotiator} and the {@link SessionConnection} it opens. */
public interface ClientContext {

  /** The transport the client was built with. */
  ClientTransport transport();

  /**
   * Hands the client a message the server sent outside any of its requests (a request on a
   * session's own stream): the open session answers it.
   */
  void serverMessage(JsonObject message);

  /** A fresh request id, never equal to one of this client's still outstanding. */
  RequestId nextId();

  /** The protocol versions the client speaks, preferred first. */
  List<String> supportedVersions();

  /** The {@code clientInfo} to send, or null. */
  JsonObject clientInfo();

  /** The {@code ClientCapabilities} of the client's handlers. */
  JsonObject capabilities();

  /** A complete 2026-07-28 {@code _meta} for a request made with {@code options}. */
  JsonObject modernMeta(CallOptions options);

  /** Switches the 2026-07-28 requests to a version the server listed (a {@code DiscoverResult}'s). */
  void adoptVersion(String version);

  /**
   * After {@code -32022} for a 2026-07-28 request: switches to a version of the error's
   * {@code supported} list (see {@link McpClientEngine.Builder#supportedVersions}).
   *
   * @return true when there is a version to retry with
   */
  boolean negotiate(String refused, JsonValue errorData);

  /** How long a probe of the server's era may wait for its answer. */
  Duration probeTimeout();

  Scheduler scheduler();

  /** The options of calls that pass none. */
  CallOptions defaults();

  /** Whether a handler of the client answers this question. */
  boolean canAnswer(InputRequest question);

  /** The client's handler's answer to {@code question}. */
  CompletionStage<? extends InputAnswer> answer(InputRequest question, InputContext context);
}
