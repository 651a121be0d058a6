package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.Cancellation;

/**
 * What an input handler knows besides the question: which call asks (so a UI can show which
 * server and tool is asking), under which key, in which round, and a flag tripped when the call
 * stops waiting (timeout, cancellation) so a dialog can close.
 *
 * @param key the {@code inputRequests} key; for a 2025-era server's request, that request's id
 * @param method the call's method, e.g. {@code tools/call}; null for a 2025-era server's request
 *     that names no call (one on a session-wide stream while several calls run)
 * @param params the call's params (name, arguments or uri), without {@code _meta}; empty with a
 *     null {@code method}
 * @param round the round (1 for the answer to the first request; 0 with a null {@code method})
 * @param serverInfo the server's self-reported {@code Implementation}, or null; for display only
 * @param cancellation tripped when the call no longer waits for this answer
 */
public record InputContext(String key, String method, JsonObject params, int round, JsonObject serverInfo,
    Cancellation cancellation) {
}
