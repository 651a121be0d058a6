package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * A protocol era whose clients open a session with the server, served beside the stateless
 * 2026-07-28 revision on the same endpoint: the 2025 revisions, which {@code mcpgen-legacy}
 * provides. An endpoint offers one through {@link McpEndpoint#sessions()}; transports that carry
 * sessions (one per stdio connection, one per {@code Mcp-Session-Id} over Streamable HTTP) open
 * them and hand each session its messages. Nothing in the runtime knows the era itself.
 *
 * <p>{@link McpServerEngine} takes its era from {@link McpServerEngine.Builder#sessions}, or else
 * from the first {@link Provider} on the class path ({@link java.util.ServiceLoader}).
 */
public interface SessionEra {

  /** The protocol versions the era's sessions speak, newest first. */
  List<String> versions();

  /** True for a message that opens a session when it arrives outside one (an {@code initialize}). */
  boolean opens(JsonObject message);

  /**
   * True for a message of an open session that the session handles; false for one the stateless
   * engine answers whatever session it came in (a request carrying the 2026-07-28 {@code _meta}).
   */
  boolean belongsToSession(JsonObject message);

  /**
   * A new session, not yet open.
   *
   * @param outbound where the session writes the messages it sends the client outside any request
   *     (over stdio the output; over Streamable HTTP the session's stream)
   */
  Session openSession(Consumer<JsonObject> outbound);

  /** One client's session. Thread-safe. */
  interface Session {

    /**
     * Handles one request or notification of the session.
     *
     * @param context the transport's context for it (principal, notification sink, cancellation)
     * @param toClient where requests to the client go while this request runs (over stdio the
     *     output; over Streamable HTTP the event stream of the POST that carried the request)
     * @param resume where work resumes once the client has answered (never the transport's reader)
     */
    CompletionStage<ServerReply> handle(JsonObject message, RequestContext context, Consumer<JsonObject> toClient,
        Executor resume);

    /**
     * Hands the client's response to the request of the session that waits for it.
     *
     * @return false when none waits under its id
     */
    boolean acceptResponse(JsonObject response);

    /** Whether the session's opening message succeeded (a failed one leaves nothing to keep). */
    boolean isOpen();

    /** How many of the session's requests are running now. */
    int runningRequests();

    /** Ends the session: cancels its running requests and whatever waits for the client. */
    void close();
  }

  /** Makes an engine's era; listed in {@code META-INF/services} to be found on the class path. */
  @FunctionalInterface
  interface Provider {

    /**
     * The era for {@code engine}, whose requests its sessions run. Called once, as the engine is
     * built: store the engine, do not call it yet.
     */
    SessionEra serve(McpServerEngine engine);
  }
}
