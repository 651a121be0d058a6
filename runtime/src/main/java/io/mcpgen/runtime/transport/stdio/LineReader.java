package io.mcpgen.runtime.transport.stdio;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Splits a byte stream into lines ending in {@code \n} (a {@code \r} before it is dropped), with a
 * limit on how long a line may be: the rest of a longer line is skipped without being kept, and
 * the line is reported as too long.
 */
public final class LineReader {

  /** One line: its bytes, or {@code tooLong} with no bytes. */
  public record Line(byte[] bytes, boolean tooLong) {
    /** Whether the line holds nothing but spaces and tabs. */
    public boolean isBlank() {
      for (byte b : bytes) {
        if (b != ' ' && b != '\t' && b != '\r') {
          return false;
        }
      }
      return true;
    }
  }

  private final InputStream in;
  private final int maxLineBytes;
  private final byte[] buffer = new byte[16 * 1024];
  private final ByteArrayOutputStream line = new ByteArrayOutputStream(1024);
  private int position;
  private int limit;

  public LineReader(InputStream in, int maxLineBytes) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
  }

  /** The next line, or null at the end of the stream. */
  public Line next() throws IOException {
    line.reset();
    boolean tooLong = false;
    while (true) {
      if (position == limit) {
        limit = in.read(buffer);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          if (tooLong) {
            return new Line(new byte[0], true);
          }
          return line.size() == 0 ? null : new Line(trimCarriageReturn(line.toByteArray()), false);
        }
      }
      int start = position;
      while (position < limit && buffer[position] != '\n') {
        position++;
      }
      int length = position - start;
      if (!tooLong) {
        if (line.size() + length > maxLineBytes) {
          tooLong = true;
          line.reset();
        } else {
          line.write(buffer, start, length);
        }
      }
      if (position < limit) {
        position++; // the newline
        return tooLong ? new Line(new byte[0], true) : new Line(trimCarriageReturn(line.toByteArray()), false);
      }
    }
  }

  private static byte[] trimCarriageReturn(byte[] bytes) {
    if (bytes.length > 0 && bytes[bytes.length - 1] == '\r') {
      byte[] trimmed = new byte[bytes.length - 1];
      System.arraycopy(bytes, 0, trimmed, 0, trimmed.length);
      return trimmed;
    }
    return bytes;
  }
}
