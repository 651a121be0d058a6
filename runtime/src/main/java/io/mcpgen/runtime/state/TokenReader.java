package io.mcpgen.runtime.state;

/**
 * Reads the claims of an authenticated body. The bytes passed the tag check, so they were written
 * by a holder of the key; bounds are still checked, and a violation is reported as
 * {@link RejectionReason#MALFORMED}, never as an exception of the JDK.
 */
final class TokenReader {

  private final byte[] bytes;
  private final int end;
  private int position;

  TokenReader(byte[] bytes, int position, int end) {
    this.bytes = bytes;
    this.position = position;
    this.end = end;
  }

  /** The offset just after the last string read. */
  int position() {
    return position;
  }

  static long readLong(byte[] bytes, int offset) {
    long value = 0;
    for (int i = 0; i < 8; i++) {
      value = value << 8 | bytes[offset + i] & 0xff;
    }
    return value;
  }

  static int readInt(byte[] bytes, int offset) {
    int value = 0;
    for (int i = 0; i < 4; i++) {
      value = value << 8 | bytes[offset + i] & 0xff;
    }
    return value;
  }

  /** Reads the next length-prefixed string and tells whether it equals {@code expected}. */
  boolean nextStringEquals(byte[] expected) throws StateRejectedException {
    int length = readVarint();
    if (length > end - position) {
      throw new StateRejectedException(RejectionReason.MALFORMED);
    }
    int start = position;
    position += length;
    return length == expected.length && ConstantTime.equals(bytes, start, expected, 0, length);
  }

  /** Reads the next non-negative varint. */
  int nextVarint() throws StateRejectedException {
    return readVarint();
  }

  private int readVarint() throws StateRejectedException {
    int value = 0;
    for (int shift = 0; shift < 32; shift += 7) {
      if (position >= end) {
        break;
      }
      byte b = bytes[position++];
      value |= (b & 0x7f) << shift;
      if (b >= 0) {
        if (value < 0) {
          break;
        }
        return value;
      }
    }
    throw new StateRejectedException(RejectionReason.MALFORMED);
  }
}
