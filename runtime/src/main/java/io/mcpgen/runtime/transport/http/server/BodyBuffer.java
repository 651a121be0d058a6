package io.mcpgen.runtime.transport.http.server;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Where a server adapter collects a request body as it arrives: it starts small and grows only
 * as bytes come, so a request head declaring a large {@code Content-Length} reserves nothing it
 * has not received. It never holds more than the limit, and every growth is first granted by the
 * receiver ({@link HttpServerExchange.BodyReceiver#reserve}), which counts it against the
 * service's memory budget. A body that arrives exactly as long as declared is handed on without
 * a final copy.
 *
 * <p>Not thread-safe: one reader appends at a time.
 */
public final class BodyBuffer {

  /** The most a buffer starts with, whatever the declared length. */
  public static final int INITIAL_CAPACITY = 8192;

  private final long limit;
  private final long declared;
  private final HttpServerExchange.BodyReceiver receiver;
  private byte[] bytes;
  private int size;

  /**
   * @param limit the most the body may hold (at most {@link Integer#MAX_VALUE} are ever kept)
   * @param declared the declared length, or -1: the buffer grows up to it, not past it at once
   * @param receiver grants each growth of the buffer
   */
  public BodyBuffer(long limit, long declared, HttpServerExchange.BodyReceiver receiver) {
    this.limit = Math.min(limit, Integer.MAX_VALUE - 8);
    this.declared = declared;
    this.receiver = receiver;
    this.bytes = new byte[0];
  }

  /**
   * Appends {@code length} bytes, or none and returns false when the body would pass the limit or
   * the receiver refused the growth (the reader then calls {@link HttpServerExchange.BodyReceiver#tooLarge}).
   */
  public boolean append(byte[] source, int offset, int length) {
    if (!room(length)) {
      return false;
    }
    System.arraycopy(source, offset, bytes, size, length);
    size += length;
    return true;
  }

  /** Appends what remains of {@code source} (consuming it), like {@link #append(byte[], int, int)}. */
  public boolean append(ByteBuffer source) {
    int length = source.remaining();
    if (!room(length)) {
      return false;
    }
    source.get(bytes, size, length);
    size += length;
    return true;
  }

  /** The bytes appended so far. */
  public int size() {
    return size;
  }

  /** The bytes the buffer holds room for now (what it costs in memory). */
  public int capacity() {
    return bytes.length;
  }

  /** The body: the buffer itself when it is full, else a copy of its bytes. */
  public byte[] bytes() {
    return size == bytes.length ? bytes : Arrays.copyOf(bytes, size);
  }

  private boolean room(int length) {
    long needed = (long) size + length;
    if (needed > limit) {
      return false;
    }
    if (needed <= bytes.length) {
      return true;
    }
    int grown = (int) grownCapacity(needed);
    if (!receiver.reserve(grown - bytes.length)) {
      return false;
    }
    bytes = Arrays.copyOf(bytes, grown);
    return true;
  }

  /**
   * Doubling from {@link #INITIAL_CAPACITY}, but never past the declared length while the body
   * stays within it (so a body of exactly that length fills its buffer), nor past the limit.
   */
  private long grownCapacity(long needed) {
    long grown = Math.max(needed, bytes.length == 0 ? INITIAL_CAPACITY : 2L * bytes.length);
    if (declared >= needed) {
      grown = Math.min(grown, declared);
    }
    return Math.min(grown, limit);
  }
}
