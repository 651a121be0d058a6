package io.mcpgen.runtime.state;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonValue;

/**
 * The payload inside a token: one byte naming its form, then the payload in that form.
 *
 * <pre>
 * 0  JSON     depth (2 bytes, big-endian) | compact UTF-8 JSON, as the runtime's writer spells it
 * 1  binary   {@link BinaryJson}, for the rare payload that JSON text cannot carry back exactly
 *             (a string with a surrogate without its partner) or that nests deeper than it may
 * </pre>
 *
 * <p>JSON text because it is the runtime's fastest path both ways: verifying a token does not
 * parse the payload, it hands the handler a value over the authenticated text
 * ({@link Json#parseWritten}) that is built only when first read; a payload passed on to the next
 * round unread is copied into the next token, not walked.
 */
final class PayloadFormat {

  static final int JSON = 0;
  static final int BINARY = 1;

  private PayloadFormat() {}

  /**
   * Appends the payload's form byte and the payload.
   *
   * @throws IllegalArgumentException when the payload nests deeper than {@link BinaryJson#MAX_DEPTH}
   */
  static void write(JsonValue payload, TokenBuffer out) {
    int start = out.size();
    out.write(JSON);
    out.writeShort(0); // the depth, known once the text is written
    int depth;
    try {
      depth = Json.encodeForLater(payload, out.bytes());
    } catch (JsonException tooDeepForText) {
      // A tree fails to write only by nesting past the text limit; the binary form goes deeper.
      depth = -1;
    }
    if (depth >= 0) {
      out.array()[start + 1] = (byte) (depth >>> 8);
      out.array()[start + 2] = (byte) depth;
    } else {
      out.truncate(start);
      out.write(BINARY);
      BinaryJson.write(payload, out);
    }
  }

  /**
   * The payload filling {@code bytes[offset..end)}, which the token's tag has authenticated: JSON
   * text is not parsed here (see {@link Json#parseWritten}); the binary form is read at once.
   */
  static JsonValue read(byte[] bytes, int offset, int end) throws StateRejectedException {
    if (offset >= end) {
      throw malformed();
    }
    int form = bytes[offset];
    if (form == BINARY) {
      return BinaryJson.read(bytes, offset + 1, end);
    }
    if (form != JSON || end - offset < 4) {
      throw malformed();
    }
    int depth = (bytes[offset + 1] & 0xff) << 8 | bytes[offset + 2] & 0xff;
    try {
      return Json.parseWritten(bytes, offset + 3, end - offset - 3, depth);
    } catch (JsonException e) {
      throw new StateRejectedException(RejectionReason.MALFORMED, e);
    }
  }

  private static StateRejectedException malformed() {
    return new StateRejectedException(RejectionReason.MALFORMED);
  }
}
