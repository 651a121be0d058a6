package io.mcpgen.runtime.transport.http.server;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a request body from a blocking stream into a {@link BodyBuffer}, stopping as soon as it
 * passes the limit (or the budget refuses more) so a huge body is never held.
 */
final class BoundedBody {

  /** The body was longer than the limit, or the receiver refused to let it grow. */
  static final class TooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    TooLargeException(long limit) {
      super("the request body is larger than " + limit + " bytes, or than the memory left for it");
    }
  }

  private BoundedBody() {}

  static byte[] read(InputStream in, long limit, long declared, HttpServerExchange.BodyReceiver receiver)
      throws IOException {
    BodyBuffer body = new BodyBuffer(limit, declared, receiver);
    byte[] chunk = new byte[BodyBuffer.INITIAL_CAPACITY];
    int read;
    while ((read = in.read(chunk)) != -1) {
      if (!body.append(chunk, 0, read)) {
        throw new TooLargeException(limit);
      }
    }
    return body.bytes();
  }
}
