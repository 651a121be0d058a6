package io.mcpgen.runtime.client;

/**
 * Why a client call failed. Two families that cannot be mistaken for each other:
 * {@link McpServerException} carries a JSON-RPC error the server sent; {@link McpLocalException}
 * and its subclasses are raised by this client (timeouts, round limits, cancellation, a server
 * message it cannot act on) and carry no error code.
 */
public abstract class McpException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  McpException(String message, Throwable cause) {
    super(message, cause);
  }
}
