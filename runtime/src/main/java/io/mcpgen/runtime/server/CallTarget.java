package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import java.util.Map;

/**
 * What an MRTR request is about: the method, the tool or prompt name or the resource URI, the
 * arguments, and the identifying params the requestState is bound to.
 */
record CallTarget(String method, String name, String uri, JsonObject arguments,
    Map<String, String> uriVariables, JsonObject params) {
}
