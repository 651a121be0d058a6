package io.mcpgen.benchmarks.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The benchmarked messages, compact JSON as a server or client would send them. */
final class Messages {

  /** A {@code tools/call} request: the JSON-RPC envelope, {@code _meta} and arguments. */
  static final byte[] CALL_TOOL_REQUEST = load("call-tool-request.json");
  /** A {@code tools/call} result with three text blocks. */
  static final byte[] CALL_TOOL_RESULT = load("call-tool-result.json");
  /** A {@code tools/list} result with 20 tools, each with an input schema and annotations. */
  static final byte[] LIST_TOOLS_RESULT = load("list-tools-result.json");
  /** A {@code tools/call} result asking for input: two form elicitations and a requestState. */
  static final byte[] INPUT_REQUIRED_RESULT = load("input-required-result.json");
  /**
   * The retry of a {@code tools/call} (MRTR round two): the arguments again, the two answers under
   * {@code inputResponses} and the requestState the server sent.
   */
  static final byte[] RETRY_CALL_TOOL_REQUEST = load("retry-call-tool-request.json");

  private Messages() {}

  private static byte[] load(String name) {
    try (InputStream in = Messages.class.getResourceAsStream("/messages/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing benchmark message " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
