package io.mcpgen.runtime.transport.stdio;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes whole messages, one compact JSON line each, so that lines written from several threads
 * never interleave. Its monitor is the stream's write lock.
 */
public final class LineWriter {

  private final OutputStream out;

  public LineWriter(OutputStream out) {
    this.out = out;
  }

  /** Encodes {@code message} on one line and flushes it. */
  public synchronized void write(JsonObject message) throws IOException {
    byte[] bytes = Json.encode(message, JsonValue.CODEC);
    for (byte b : bytes) {
      // The encoder escapes control characters inside strings; a raw newline would break framing.
      if (b == '\n' || b == '\r') {
        throw new IllegalStateException("the JSON encoder produced a raw line break");
      }
    }
    out.write(bytes);
    out.write('\n');
    out.flush();
  }

  public synchronized void close() throws IOException {
    out.close();
  }
}
