package io.mcpgen.runtime.transport.http.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;

/**
 * One HTTP request and its response as a server presents them to {@link StreamableHttpService}:
 * what each server (the JDK's, a servlet container, Jetty) adapts. The service calls the response
 * methods from any thread, never two at once for one exchange, and ends every exchange exactly
 * once through {@link #send}, {@link #end} or {@link #abort}.
 */
public interface HttpServerExchange {

  /** The request method, e.g. {@code POST}. */
  String method();

  /** The request headers, every value of every header. */
  RequestHeaders headers();

  /**
   * The local address the connection arrived on (which localhost origins and {@code Host} values
   * are allowed depends on it), or null when the server cannot tell.
   */
  InetAddress localAddress();

  /**
   * The address of the client (the peer of the connection), or null when the server cannot tell:
   * what an anonymous client's 2025-era sessions count against.
   */
  default InetAddress remoteAddress() {
    return null;
  }

  /** The request body; read only after the checks of the head passed. */
  InputStream body() throws IOException;

  /**
   * Reads the whole body, failing as soon as it passes {@code limit} bytes, and then calls exactly
   * one method of {@code receiver}. By default it reads {@link #body()} on the calling thread; a
   * server with non-blocking reads may read as data comes and call the receiver from its own
   * threads, so that an {@link #abort} while the body is still arriving holds no thread.
   *
   * <p>A server reading the body itself collects it in a {@link BodyBuffer}, which asks
   * {@link BodyReceiver#reserve} before each growth.
   *
   * @param declared the declared length, or -1: a hint for the buffer only
   */
  default void readBody(long limit, long declared, BodyReceiver receiver) {
    byte[] body;
    try {
      body = BoundedBody.read(body(), limit, declared, receiver);
    } catch (BoundedBody.TooLargeException tooLarge) {
      receiver.tooLarge();
      return;
    } catch (IOException failure) {
      receiver.failed(failure);
      return;
    }
    receiver.received(body);
  }

  /** Where {@link #readBody} delivers. */
  interface BodyReceiver {
    /** The whole body, at most the limit. */
    void received(byte[] body);

    /** The body passed the limit, or {@link #reserve} refused it more room; the rest is left unread. */
    void tooLarge();

    /** The body could not be read (malformed framing, or the client left). */
    void failed(IOException failure);

    /**
     * Asked before the body's buffer grows by {@code bytes} (see {@link BodyBuffer}): false
     * stops the read, which then ends in {@link #tooLarge}. By default every growth is granted.
     */
    default boolean reserve(long bytes) {
      return true;
    }
  }

  /** Sets a response header; only before {@link #send} or {@link #openStream}. */
  void setHeader(String name, String value);

  /**
   * Sends a whole response and ends the exchange.
   *
   * @param body the body, or null for none (no {@code Content-Length} either for 202, 405)
   * @param closeConnection the connection must not serve another request (the request body may
   *     be left unread): close it after the response rather than reading the rest of the body
   */
  void send(int status, byte[] body, boolean closeConnection) throws IOException;

  /**
   * Sends the response head for a body of unknown length (chunked) and returns the body; each
   * {@code flush} must reach the client. The exchange ends with {@link #end}.
   */
  OutputStream openStream(int status) throws IOException;

  /** Ends an exchange whose stream was opened (or ends it as it stands); harmless when already ended. */
  void end();

  /** Drops the connection without (any more of) a response: the client is too slow or has gone. */
  void abort();

  /**
   * Registers what to run when the server learns, other than by a failed write, that the client
   * has gone (a servlet container's async error, for instance). Servers that cannot tell ignore it:
   * the service then notices on its next write (a keep-alive at the latest).
   */
  default void onClientGone(Runnable listener) {}

  /**
   * Whether the server tells {@link #onClientGone} as soon as the client closes the connection,
   * even while nothing is being written. False (the default) for servers that learn it only from a
   * failed write: the service then probes a running request's open event stream every
   * {@code closeProbeInterval}.
   */
  default boolean seesClientClose() {
    return false;
  }

  /**
   * Registers what to run once the exchange has ended and its response is out of the server's
   * hands (written, or dropped with the connection), for a server whose {@link #send} may return
   * before the response is written. Returns false, ignoring the listener, when the server does
   * not tell (the default): the exchange then counts as ended once {@link #send}, {@link #end}
   * or {@link #abort} returns, as it does where those writes block.
   */
  default boolean onEnded(Runnable listener) {
    return false;
  }
}
