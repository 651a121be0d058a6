package io.mcpgen.runtime.transport.http.server;

import io.mcpgen.runtime.jsonrpc.ErrorCodes;
import io.mcpgen.runtime.log.LogSummary;
import io.mcpgen.runtime.log.LogText;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Reads a request's body within {@code bodyReadTimeout} and hands it on; otherwise answers (413
 * too large, 400 unreadable) or, when it is too slow, drops the connection.
 */
final class BodyReading {

  private static final System.Logger LOG = System.getLogger(BodyReading.class.getName());
  private static final LogSummary SLOW_BODIES = new LogSummary(LOG, Level.INFO,
      "request bodies slower than bodyReadTimeout", 60_000);

  private final StreamableHttpSettings settings;
  private final Deadlines deadlines;

  BodyReading(StreamableHttpSettings settings, Deadlines deadlines) {
    this.settings = settings;
    this.deadlines = deadlines;
  }

  /** @param declared the declared length, or -1 */
  void read(HttpServerExchange exchange, long declared, Consumer<byte[]> next) {
    AtomicBoolean reading = new AtomicBoolean(true);
    Deadlines.Timer watchdog;
    try {
      watchdog = deadlines.after(settings.bodyReadTimeout(), () -> {
        if (reading.compareAndSet(true, false)) {
          SLOW_BODIES.record("connections dropped", null); // a line each would let a slow client write the log
          exchange.abort(); // no response: dropping the connection ends a blocked read
        }
      });
    } catch (RejectedExecutionException stopping) {
      HttpErrors.stopping(exchange);
      return;
    }
    exchange.readBody(settings.maxBodyBytes(), declared, new HttpServerExchange.BodyReceiver() {
      @Override
      public void received(byte[] body) {
        watchdog.cancel();
        if (reading.compareAndSet(true, false)) {
          try {
            next.accept(body);
          } catch (RuntimeException unexpected) {
            LOG.log(Level.ERROR, "unexpected failure serving a request", LogText.sanitized(unexpected));
            HttpErrors.send(exchange, 200, ErrorCodes.INTERNAL_ERROR, "Internal error", true);
          }
        } // else the watchdog aborted it just as the last byte came
      }

      @Override
      public void tooLarge() {
        watchdog.cancel();
        if (reading.compareAndSet(true, false)) {
          HttpErrors.send(exchange, 413, ErrorCodes.INVALID_REQUEST, Admission.tooLarge(settings), true);
        }
      }

      @Override
      public void failed(IOException failure) {
        watchdog.cancel();
        if (reading.compareAndSet(true, false)) {
          LOG.log(Level.DEBUG, "the request body could not be read", LogText.sanitized(failure));
          // A malformed body (a bad chunk) or a client that left: answer if anyone listens, then close.
          HttpErrors.send(exchange, 400, ErrorCodes.INVALID_REQUEST, "Bad Request: the body could not be read", true);
        }
      }
    });
  }
}
