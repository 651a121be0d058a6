package io.mcpgen.runtime.server;

import io.mcpgen.runtime.jsonrpc.ErrorCodes;

/**
 * A call's {@code arguments} do not fit what its handler takes (a missing member, a value of the
 * wrong type, one the record's constructor refuses). For {@code tools/call} the engine answers a
 * tool execution error ({@code isError: true} with this message), as the specification files input
 * validation errors, so the model can read it and correct its call; for {@code prompts/get} it is
 * the JSON-RPC error {@code -32602} it extends.
 */
public final class InvalidArgumentsException extends McpErrorException {
  private static final long serialVersionUID = 1L;

  public InvalidArgumentsException(String message) {
    super(ErrorCodes.INVALID_PARAMS, message);
  }
}
