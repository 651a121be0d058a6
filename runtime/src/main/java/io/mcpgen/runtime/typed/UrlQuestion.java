package io.mcpgen.runtime.typed;

import io.mcpgen.runtime.client.InputContext;

/**
 * A URL a server asks the client's user to open, as a typed hook sees it. Show the full URL and
 * its host, open it only when the user consents, and never fetch it beforehand.
 *
 * @param key the question's key in {@code inputRequests}
 * @param message why the server sends the user there
 * @param url the URL, in full
 * @param context which call asks, in which round, and which server
 */
public record UrlQuestion(String key, String message, String url, InputContext context) {}
