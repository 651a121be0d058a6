package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonNumber;

/**
 * A {@code notifications/progress} for a call. Each round has its own token, and another server
 * instance may serve the next round, so progress may start again from 0 in a new round.
 *
 * @param round the round whose request it belongs to (1-based)
 * @param total null when unknown
 * @param message null when none
 */
public record ProgressUpdate(int round, JsonNumber progress, JsonNumber total, String message) {
}
