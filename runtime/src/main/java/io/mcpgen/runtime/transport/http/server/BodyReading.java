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
 * too large, 400 unreadable) or, when it is too slow, drops the connection. The body's buffer is
 * counted against the memory budget as it grows, and before it is handed on the request's hold
 * grows to the estimate of what it costs while it runs; when either does not fit, the request is
 * answered 503 with {@code Retry-After} (its connection closed if the body is left unread).
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

  /**
   * @param declared the declared length, or -1
   * @param hold what the exchange holds of the memory budget
   */
  void read(HttpServerExchange exchange, long declared, MemoryBudget.Hold hold, Consumer<byte[]> next) {
    AtomicBoolean reading = new AtomicBoolean(true);
    AtomicBoolean overBudget = new AtomicBoolean();
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
          if (!hold.growTo(MemoryBudget.requestCost(body.length))) {
            HttpErrors.overBudget(exchange, false); // the body was read: the connection may serve another request
            return;
          }
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
        if (!reading.compareAndSet(true, false)) {
          return;
        }
        if (overBudget.get()) {
          HttpErrors.overBudget(exchange, true);
        } else {
          HttpErrors.send(exchange, 413, ErrorCodes.INVALID_REQUEST, Admission.tooLarge(settings), true);
        }
      }

      @Override
      public boolean reserve(long bytes) {
        if (hold.grow(bytes)) {
          return true;
        }
        overBudget.set(true);
        return false;
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
