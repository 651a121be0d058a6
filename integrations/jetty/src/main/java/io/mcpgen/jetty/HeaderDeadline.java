package io.mcpgen.jetty;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.ssl.SslConnection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The request-head read deadline Jetty lacks: once the first byte of a request head has arrived
 * on a connection, the whole head must arrive within the deadline, or the connection is closed.
 * (Jetty reads heads without holding a thread, so a slow-loris costs a buffer and a descriptor;
 * its idle timeout restarts with every byte, so without this a trickle keeps them forever.) A
 * connection idle between requests is left to the idle timeout. Checked once a second.
 */
final class HeaderDeadline implements Connection.Listener {

  /** What is known of one connection: its bytes in when it last went idle, and when a head began. */
  private static final class Watch {
    volatile boolean inRequest;
    volatile long bytesWhenIdle;
    volatile long headStartedNanos;
  }

  private final long deadlineNanos;
  private final Map<Connection, Watch> connections = new ConcurrentHashMap<>();
  private final Scheduler scheduler;
  private volatile boolean running;

  HeaderDeadline(Duration deadline, Scheduler scheduler) {
    this.deadlineNanos = deadline.toNanos();
    this.scheduler = scheduler;
  }

  void start() {
    running = true;
    scheduler.schedule(this::sweep, 1, TimeUnit.SECONDS);
  }

  void stop() {
    running = false;
  }

  @Override
  public void onOpened(Connection connection) {
    if (connection instanceof SslConnection) {
      return; // the HTTP connection above it is the one that serves requests
    }
    connections.put(connection, new Watch());
  }

  @Override
  public void onClosed(Connection connection) {
    connections.remove(connection);
  }

  void requestStarted(Connection connection) {
    Watch watch = connections.get(connection);
    if (watch != null) {
      watch.inRequest = true;
      watch.headStartedNanos = 0;
    }
  }

  void requestEnded(Connection connection) {
    Watch watch = connections.get(connection);
    if (watch != null) {
      watch.bytesWhenIdle = connection.getBytesIn();
      watch.headStartedNanos = 0;
      watch.inRequest = false;
    }
  }

  private void sweep() {
    if (!running) {
      return;
    }
    long now = System.nanoTime();
    connections.forEach((connection, watch) -> {
      if (watch.inRequest || connection.getBytesIn() <= watch.bytesWhenIdle) {
        return;
      }
      if (watch.headStartedNanos == 0) {
        watch.headStartedNanos = now;
      } else if (now - watch.headStartedNanos > deadlineNanos) {
        connections.remove(connection);
        connection.getEndPoint().close();
      }
    });
    scheduler.schedule(this::sweep, 1, TimeUnit.SECONDS);
  }
}
