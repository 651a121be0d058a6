package io.mcpgen.runtime.typed;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.InputContext;

/**
 * A form a server asks the client's user to fill in, as a typed hook sees it.
 *
 * @param key the question's key in {@code inputRequests}
 * @param message what the server asks, to show with the form
 * @param requestedSchema the form's fields as the server sent them
 * @param context which call asks, in which round, and which server
 */
public record FormQuestion(String key, String message, JsonObject requestedSchema, InputContext context) {}
