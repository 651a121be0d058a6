package io.mcpgen.runtime.transport.http.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/** Reads a request body, stopping as soon as it passes the limit so a huge body is never held. */
final class BoundedBody {

  /** The body was longer than the limit. */
  static final class TooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    TooLargeException(long limit) {
      super("the request body is larger than " + limit + " bytes");
    }
  }

  private BoundedBody() {}

  static byte[] read(InputStream in, long limit, long expectedLength) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream((int) Math.min(Math.max(expectedLength, 256), limit));
    byte[] buffer = new byte[8192];
    long total = 0;
    int read;
    while ((read = in.read(buffer)) != -1) {
      total += read;
      if (total > limit) {
        throw new TooLargeException(limit);
      }
      body.write(buffer, 0, read);
    }
    return body.toByteArray();
  }
}
