package io.mcpgen.runtime.jsonrpc;

/**
 * JSON that is not a valid MCP JSON-RPC message. A server answers it with {@code -32600}
 * (Invalid Request), echoing {@link #requestId()} when one could be read.
 */
public final class InvalidMessageException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient RequestId requestId;

  public InvalidMessageException(String message, RequestId requestId) {
    super(message);
    this.requestId = requestId;
  }

  /** The id of the offending request when it could be read, else null. */
  public RequestId requestId() {
    return requestId;
  }
}
