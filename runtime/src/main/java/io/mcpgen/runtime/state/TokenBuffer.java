package io.mcpgen.runtime.state;

import java.io.OutputStream;
import java.util.Arrays;

/** A growable byte buffer for building a token in place: claims, payload JSON, then the tag. */
final class TokenBuffer extends OutputStream {

  private byte[] bytes;
  private int size;

  TokenBuffer(int capacity) {
    bytes = new byte[capacity];
  }

  byte[] array() {
    return bytes;
  }

  int size() {
    return size;
  }

  /** Makes room for {@code more} bytes after the current end. */
  void ensure(int more) {
    if (bytes.length - size < more) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
    }
  }

  /** Drops everything after the first {@code size} bytes. */
  void truncate(int size) {
    this.size = size;
  }

  /** Advances the end by {@code count} bytes written directly into {@link #array()}. */
  void skip(int count) {
    size += count;
  }

  @Override
  public void write(int b) {
    ensure(1);
    bytes[size++] = (byte) b;
  }

  @Override
  public void write(byte[] source, int offset, int length) {
    ensure(length);
    System.arraycopy(source, offset, bytes, size, length);
    size += length;
  }

  @Override
  public void write(byte[] source) {
    write(source, 0, source.length);
  }

  void writeLong(long value) {
    ensure(8);
    for (int shift = 56; shift >= 0; shift -= 8) {
      bytes[size++] = (byte) (value >>> shift);
    }
  }

  void writeShort(int value) {
    ensure(2);
    bytes[size++] = (byte) (value >>> 8);
    bytes[size++] = (byte) value;
  }

  void writeInt(int value) {
    ensure(4);
    for (int shift = 24; shift >= 0; shift -= 8) {
      bytes[size++] = (byte) (value >>> shift);
    }
  }

  void writeVarint(int value) {
    ensure(5);
    while ((value & ~0x7f) != 0) {
      bytes[size++] = (byte) (value & 0x7f | 0x80);
      value >>>= 7;
    }
    bytes[size++] = (byte) value;
  }

  void writeVarlong(long value) {
    ensure(10);
    while ((value & ~0x7fL) != 0) {
      bytes[size++] = (byte) (value & 0x7f | 0x80);
      value >>>= 7;
    }
    bytes[size++] = (byte) value;
  }

  /** A length-prefixed byte string. */
  void writeBytes(byte[] value) {
    writeVarint(value.length);
    write(value, 0, value.length);
  }
}
