package io.mcpgen.runtime.jsonrpc;

/**
 * The JSON-RPC error codes MCP 2026-07-28 uses. The range {@code -32020..-32099} is reserved for
 * the MCP specification: nothing else may be sent there, and the retired codes {@code -32002} and
 * {@code -32042} must not be sent at all.
 */
public final class ErrorCodes {

  /** The text is not JSON. */
  public static final int PARSE_ERROR = -32700;
  /** The JSON is not a valid JSON-RPC request (batch arrays included: MCP has no batching). */
  public static final int INVALID_REQUEST = -32600;
  /** Unknown method, or a method gated by a server capability the server does not advertise. */
  public static final int METHOD_NOT_FOUND = -32601;
  /** Invalid params: missing required {@code _meta}, unknown tool, bad requestState, ... */
  public static final int INVALID_PARAMS = -32602;
  /** An unexpected failure inside the server. */
  public static final int INTERNAL_ERROR = -32603;
  /** An HTTP header is missing, malformed, or differs from the body. */
  public static final int HEADER_MISMATCH = -32020;
  /** The request needs a client capability the request did not declare. */
  public static final int MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
  /** The request's protocol version is not one the server supports. */
  public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

  private ErrorCodes() {}

  /**
   * True when a server may send this code: a standard JSON-RPC code, one of the three MCP codes,
   * or an application code outside the reserved ranges.
   */
  public static boolean isSendable(int code) {
    if (code == -32002 || code == -32042) {
      return false; // retired by 2026-07-28
    }
    if (code >= -32099 && code <= -32020) {
      return code == HEADER_MISMATCH || code == MISSING_REQUIRED_CLIENT_CAPABILITY
          || code == UNSUPPORTED_PROTOCOL_VERSION;
    }
    return true;
  }
}
