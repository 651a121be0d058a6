package io.mcpgen.jetty;

import java.time.Duration;
import org.eclipse.jetty.io.EndPoint;

/**
 * Jetty fails a read or write that makes no progress for the connection's idle timeout; while a
 * response is being written this sets that to the (usually shorter) write timeout, so a client
 * that stops reading is dropped sooner than one that merely idles between requests.
 */
final class WriteTimeout {

  private final long writeMillis;
  private final long idleMillis;

  WriteTimeout(Duration write, Duration idle) {
    this.writeMillis = write.toMillis();
    this.idleMillis = idle.toMillis();
  }

  void begin(EndPoint endPoint) {
    endPoint.setIdleTimeout(writeMillis);
  }

  void end(EndPoint endPoint) {
    endPoint.setIdleTimeout(idleMillis);
  }
}
