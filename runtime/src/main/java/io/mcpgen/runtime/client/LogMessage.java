package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.LogLevel;

/**
 * A {@code notifications/message} for a call (sent only when the call set a {@code logLevel}).
 *
 * @param level null when the server sent a level this client does not know
 * @param logger null when none
 */
public record LogMessage(int round, LogLevel level, String logger, JsonValue data) {
}
