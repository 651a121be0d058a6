package io.mcpgen.runtime.state;

import io.mcpgen.runtime.json.GrowableBytes;

/**
 * A growable byte buffer for building a token in place: claims, payload JSON (written straight
 * into it), then the tag; fixed-width integers big-endian, varints unsigned LEB128.
 */
final class TokenBuffer extends GrowableBytes {

  TokenBuffer(int capacity) {
    super(capacity);
  }

  void writeLong(long value) {
    ensure(8);
    byte[] bytes = array();
    int at = size();
    for (int shift = 56; shift >= 0; shift -= 8) {
      bytes[at++] = (byte) (value >>> shift);
    }
    skip(8);
  }

  void writeShort(int value) {
    ensure(2);
    byte[] bytes = array();
    int at = size();
    bytes[at] = (byte) (value >>> 8);
    bytes[at + 1] = (byte) value;
    skip(2);
  }

  void writeInt(int value) {
    ensure(4);
    byte[] bytes = array();
    int at = size();
    for (int shift = 24; shift >= 0; shift -= 8) {
      bytes[at++] = (byte) (value >>> shift);
    }
    skip(4);
  }

  void writeVarint(int value) {
    writeVarlong(value & 0xffffffffL);
  }

  void writeVarlong(long value) {
    ensure(10);
    byte[] bytes = array();
    int at = size();
    int start = at;
    while ((value & ~0x7fL) != 0) {
      bytes[at++] = (byte) (value & 0x7f | 0x80);
      value >>>= 7;
    }
    bytes[at++] = (byte) value;
    skip(at - start);
  }

  /** A length-prefixed byte string. */
  void writeBytes(byte[] value) {
    writeVarint(value.length);
    write(value, 0, value.length);
  }
}
