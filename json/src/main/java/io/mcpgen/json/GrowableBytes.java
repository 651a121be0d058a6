package io.mcpgen.json;

import java.util.Arrays;
import java.util.Objects;

/**
 * A growable byte array that {@link Json#encodeForLater(JsonValue, GrowableBytes)} writes JSON
 * into in place, so that a caller building a larger message around the text (a token, a frame)
 * gets it where it belongs without a copy. Not thread-safe.
 */
public final class GrowableBytes {

  /** The bytes; the JSON writer takes the array and hands back a grown one. */
  byte[] bytes;
  int size;

  /** An empty buffer with room for {@code capacity} bytes before it first grows. */
  public GrowableBytes(int capacity) {
    if (capacity < 0) {
      throw new IllegalArgumentException("capacity must not be negative, was " + capacity);
    }
    bytes = new byte[capacity];
  }

  /** The array the bytes are in: valid up to {@link #size()}, and replaced when it grows. */
  public byte[] array() {
    return bytes;
  }

  /** The number of bytes written. */
  public int size() {
    return size;
  }

  /** Makes room for {@code more} bytes after the current end. */
  public void ensure(int more) {
    if (bytes.length - size < more) {
      long wanted = Math.max(bytes.length * 2L, (long) size + more);
      if (wanted > Integer.MAX_VALUE - 8) {
        wanted = (long) size + more;
        if (wanted > Integer.MAX_VALUE - 8) {
          throw new IllegalStateException("cannot hold more than 2 GB");
        }
      }
      bytes = Arrays.copyOf(bytes, (int) wanted);
    }
  }

  /** Keeps the first {@code size} bytes (at most as many as there are) and drops the rest. */
  public void truncate(int size) {
    Objects.checkFromToIndex(0, size, this.size);
    this.size = size;
  }

  /** Advances the end over {@code count} bytes written directly into {@link #array()}. */
  public void skip(int count) {
    Objects.checkFromIndexSize(size, count, bytes.length);
    size += count;
  }

  public void write(int b) {
    ensure(1);
    bytes[size++] = (byte) b;
  }

  public void write(byte[] source, int offset, int length) {
    Objects.checkFromIndexSize(offset, length, source.length);
    ensure(length);
    System.arraycopy(source, offset, bytes, size, length);
    size += length;
  }

  public void write(byte[] source) {
    write(source, 0, source.length);
  }
}
