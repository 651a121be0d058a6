package io.mcpgen.servlet;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ServletExchange} when the container has ended the exchange first and recycled its
 * request and response (Tomcat's "The response object has been recycled"): whatever the service
 * calls next, nothing escapes, the container's objects are left alone once it said so, the async
 * context is completed exactly once and {@link ServletExchange#ended()} completes.
 */
class ServletExchangeRecycledTest {

  private final ResponseWrites writes = new ResponseWrites(Duration.ofSeconds(10));
  private final RecyclingContainer container = new RecyclingContainer();

  @AfterEach
  void stop() {
    writes.close();
  }

  private ServletExchange exchange() throws IOException {
    return new ServletExchange(container.request, container.response, container.async, writes);
  }

  @Test
  void abortOnARecycledResponseStillCompletesTheExchange() throws Exception {
    ServletExchange exchange = exchange();
    container.recycle(); // as after Tomcat's own read timeout, before the body-read watchdog fires

    assertDoesNotThrow(exchange::abort, "the watchdog's abort must not fail (it used to escape into the timer)");

    assertTrue(exchange.ended().isDone(), "ended() completes");
  }

  @Test
  void afterTheContainersAsyncErrorNothingTouchesItsObjectsAndTheContextCompletesOnce() throws Exception {
    ServletExchange exchange = exchange();
    Runnable[] gone = {null};
    exchange.onClientGone(() -> gone[0] = () -> { });

    container.fail();
    exchange.abort();
    exchange.end();
    exchange.setHeader("Content-Type", "application/json");
    assertThrows(IOException.class, () -> exchange.send(200, new byte[] {'{', '}'}, false));
    assertThrows(IOException.class, () -> exchange.openStream(200));

    assertTrue(gone[0] != null, "the service learns that the client left");
    assertEquals(1, container.completions.get(), "completed once, inside the error listener");
    assertEquals(0, container.callsAfterRecycling.get(), "no call on recycled objects");
    assertTrue(exchange.ended().isDone(), "ended() completes");
  }

  @Test
  void aSendOnARecycledResponseFailsAsIoAndEndsTheExchange() throws Exception {
    ServletExchange exchange = exchange();
    container.recycle();

    assertThrows(IOException.class, () -> exchange.send(200, new byte[] {'{', '}'}, false));

    assertTrue(exchange.ended().isDone(), "ended() completes");
  }

  @Test
  void anEndWhoseCompletionTheContainerRefusesStillEndsTheExchange() throws Exception {
    ServletExchange exchange = exchange();
    container.recycle();

    exchange.end();
    exchange.abort();

    assertTrue(exchange.ended().isDone(), "ended() completes");
  }
}
