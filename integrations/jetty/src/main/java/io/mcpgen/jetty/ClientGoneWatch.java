package io.mcpgen.jetty;

import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.io.AbstractConnection;
import org.eclipse.jetty.io.AbstractEndPoint;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.Callback;

/**
 * Tells an exchange as soon as its client closes the connection, while the request runs and its
 * response is pending or an idle event stream. Jetty reads nothing from an HTTP/1.1 connection
 * once a request's body is in, so a client's close would be seen only at the next write (a
 * keep-alive, 15 s later, and the first write after a close still succeeds). The watch asks to be
 * told when the connection becomes readable and then lets the connection read: an end of stream
 * closes it, and its close listener reports the client gone. Failures Jetty reports on the request
 * itself (an HTTP/2 stream reset, an idle timeout) are reported too.
 *
 * <p>The interest is withdrawn before the exchange ends, since Jetty closes a connection that still
 * has one when a response completes. A client that pipelines another request behind a running
 * POST (which RFC 9112 §9.3.2 tells clients not to do) finds the connection closed after the
 * response and sends it again.
 */
final class ClientGoneWatch {

  private final Request request;
  private final AtomicBoolean fired = new AtomicBoolean();
  private final AtomicBoolean stopped = new AtomicBoolean();
  /** True while the watch's read interest is registered and neither fired nor withdrawn. */
  private final AtomicBoolean interested = new AtomicBoolean();
  private volatile Connection.Listener closed;

  ClientGoneWatch(Request request) {
    this.request = request;
  }

  /**
   * Runs {@code listener} at most once, on a Jetty thread (or this one, when the connection is
   * already closed), when the client has gone. Synchronized with {@link #stop}, which may come
   * from another thread at once: nothing stays registered after it.
   */
  synchronized void start(Runnable listener) {
    if (stopped.get()) {
      return;
    }
    Runnable once = () -> {
      if (!stopped.get() && fired.compareAndSet(false, true)) {
        listener.run();
      }
    };
    request.addFailureListener(failure -> once.run());
    Connection connection = request.getConnectionMetaData().getConnection();
    EndPoint endPoint = connection.getEndPoint();
    Connection.Listener onClose = new Connection.Listener() {
      @Override
      public void onClosed(Connection gone) {
        once.run();
      }
    };
    closed = onClose;
    connection.addEventListener(onClose);
    if (!endPoint.isOpen()) {
      once.run();
      return;
    }
    // Only an HTTP/1 connection belongs to this one request; an HTTP/2 stream's reset is a request failure.
    HttpVersion version = request.getConnectionMetaData().getHttpVersion();
    boolean http1 = version == HttpVersion.HTTP_1_1 || version == HttpVersion.HTTP_1_0;
    if (http1 && connection instanceof AbstractConnection reader && endPoint instanceof AbstractEndPoint) {
      interested.set(true);
      if (!endPoint.tryFillInterested(Callback.from(() -> readable(reader), failure -> interested.set(false)))) {
        interested.set(false); // someone reads already: they will see the close
      }
    }
  }

  private void readable(AbstractConnection connection) {
    // Lost to stop(): the response is on its way out, and Jetty reads again for the next request.
    if (interested.compareAndSet(true, false)) {
      connection.onFillable(); // reads the end of stream (and closes), or keeps what came for later
    }
  }

  /**
   * Stops watching; called before the last bytes of the response are written, so that a client's
   * next request on the connection is read by Jetty alone.
   */
  synchronized void stop() {
    if (!stopped.compareAndSet(false, true)) {
      return;
    }
    Connection connection = request.getConnectionMetaData().getConnection();
    Connection.Listener onClose = closed;
    if (onClose != null) {
      connection.removeEventListener(onClose);
    }
    if (interested.compareAndSet(true, false) && connection.getEndPoint() instanceof AbstractEndPoint endPoint) {
      endPoint.getFillInterest().onFail(new ClientGoneWatchEnded());
    }
  }

  /** Withdraws the watch's read interest; never reported to anyone. */
  private static final class ClientGoneWatchEnded extends Exception {
    private static final long serialVersionUID = 1L;

    ClientGoneWatchEnded() {
      super("the exchange ended", null, false, false);
    }
  }
}
