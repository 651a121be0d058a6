package io.mcpgen.runtime.state;

import io.mcpgen.json.GrowableBytes;

/**
 * A growable byte buffer for building a token in place: claims, payload JSON (written straight
 * into its {@link #bytes()} by the JSON layer), then the tag; fixed-width integers big-endian,
 * varints unsigned LEB128.
 */
final class TokenBuffer {

  private final GrowableBytes bytes;

  TokenBuffer(int capacity) {
    this.bytes = new GrowableBytes(capacity);
  }

  /** The bytes themselves, for {@code Json.encodeForLater} to append JSON text in place. */
  GrowableBytes bytes() {
    return bytes;
  }

  /** The array the bytes are in: valid up to {@link #size()}, and replaced when it grows. */
  byte[] array() {
    return bytes.array();
  }

  int size() {
    return bytes.size();
  }

  void ensure(int more) {
    bytes.ensure(more);
  }

  /** Advances the end over {@code count} bytes written directly into {@link #array()}. */
  void skip(int count) {
    bytes.skip(count);
  }

  void truncate(int size) {
    bytes.truncate(size);
  }

  void write(int b) {
    bytes.write(b);
  }

  void write(byte[] source, int offset, int length) {
    bytes.write(source, offset, length);
  }

  void write(byte[] source) {
    bytes.write(source);
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
