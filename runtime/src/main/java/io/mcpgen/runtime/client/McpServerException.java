package io.mcpgen.runtime.client;

import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.jsonrpc.JsonRpcError;

/** The server answered with a JSON-RPC error; its code, message and data are kept as sent. */
public final class McpServerException extends McpException {
  private static final long serialVersionUID = 1L;

  private final transient JsonRpcError error;

  /** The server answered {@code method} with {@code error}. */
  public McpServerException(String method, JsonRpcError error) {
    super(method + " failed on the server: " + error.code() + " " + error.message(), null);
    this.error = error;
  }

  public int code() {
    return error.code();
  }

  /** The server's message. */
  public String errorMessage() {
    return error.message();
  }

  /** The error's data, or null. */
  public JsonValue data() {
    return error.data();
  }

  public JsonRpcError error() {
    return error;
  }
}
