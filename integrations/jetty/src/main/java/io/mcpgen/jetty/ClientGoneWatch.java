package io.mcpgen.jetty;

import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Request;

/**
 * Tells an exchange when Jetty learns that its client has gone: a failure Jetty reports on the
 * request (an HTTP/2 stream reset, an idle timeout, a failed write) or the connection's close.
 * Jetty reads nothing from an HTTP/1.1 connection once a request's body is in, so a silent close
 * is seen at the next write: the service probes a running request's open event stream for that
 * ({@code StreamableHttpSettings.closeProbeInterval}).
 *
 * <p>It does not read the connection itself to see a close sooner: reading an HTTP/1.1 connection
 * while its request runs lets Jetty parse the next request of a proxy's keep-alive connection early,
 * and the scale harness behind nginx then saw responses reach the wrong requests.
 */
final class ClientGoneWatch {

  private final Request request;
  private final AtomicBoolean fired = new AtomicBoolean();
  private final AtomicBoolean stopped = new AtomicBoolean();
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
    Connection.Listener onClose = new Connection.Listener() {
      @Override
      public void onClosed(Connection gone) {
        once.run();
      }
    };
    closed = onClose;
    connection.addEventListener(onClose);
    if (!connection.getEndPoint().isOpen()) {
      once.run();
    }
  }

  /** Stops watching, once the exchange has ended or is about to. */
  synchronized void stop() {
    if (!stopped.compareAndSet(false, true)) {
      return;
    }
    Connection.Listener onClose = closed;
    if (onClose != null) {
      request.getConnectionMetaData().getConnection().removeEventListener(onClose);
    }
  }
}
