package io.mcpgen.runtime.client;

/**
 * A round that a transport lost, as reported to {@link CallOptions#onLostRound()}.
 *
 * @param method the request's method
 * @param round which request of the call it was (1-based); 0 for a request the client sends of its own
 *     before any call's, the era probe ({@code server/discover}) or {@code initialize}
 * @param attempt how many times this round has now been lost (1 on the first loss)
 * @param reachedServer whether the server may have handled it ({@link RoundLostException#reachedServer()})
 * @param resent whether the client sends it again; false when it gives up (retries used up, or a
 *     reply lost for a request that is not safe to repeat)
 * @param reason what the transport said, without the request's contents
 */
public record LostRound(String method, int round, int attempt, boolean reachedServer, boolean resent,
    String reason) {
}
