package io.mcpgen.servlet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link NonBlockingOutput} against a container stream that takes bytes only while the test says it
 * is ready: nothing blocks, a body that makes no progress for the write timeout fails once, and a
 * body the container takes is written whole, then finished.
 */
class NonBlockingOutputTest {

  private static final Duration WRITE_TIMEOUT = Duration.ofMillis(300);

  private final ResponseWrites writes = new ResponseWrites(WRITE_TIMEOUT);
  private final Container container = new Container();
  private final AtomicInteger failures = new AtomicInteger();
  private final CountDownLatch failed = new CountDownLatch(1);
  private final NonBlockingOutput output = writes.output(container, () -> {
    failures.incrementAndGet();
    failed.countDown();
  });

  @AfterEach
  void stop() {
    writes.close();
  }

  @Test
  @Timeout(10)
  void aWholeBodyTheClientNeverTakesFailsOnceAfterTheWriteTimeoutWithoutBlocking() throws Exception {
    output.start();
    container.ready = false;
    long start = System.nanoTime();
    output.writeLast(new byte[] {1, 2, 3}, () -> { });
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(1), "writeLast returns at once");

    assertTrue(failed.await(5, TimeUnit.SECONDS), "failed within 5 s of a 300 ms write timeout");
    Thread.sleep(WRITE_TIMEOUT.multipliedBy(2).toMillis());
    assertEquals(1, failures.get(), "failed once");
  }

  @Test
  @Timeout(10)
  void aFlushTheClientNeverTakesThrowsWithinTheWriteTimeout() throws Exception {
    output.start();
    container.ready = false;
    output.write(new byte[] {1});

    assertThrows(IOException.class, output::flush);
    // The watchdog may have failed the body just before the flush's own deadline: either way once.
    assertTrue(failed.await(5, TimeUnit.SECONDS));
    assertEquals(1, failures.get());
  }

  @Test
  @Timeout(10)
  void aBodyTakenOnceTheContainerIsReadyIsWrittenWholeThenFinished() throws Exception {
    output.start();
    container.ready = false;
    CountDownLatch written = new CountDownLatch(1);
    output.writeLast(new byte[] {1, 2, 3}, written::countDown);
    assertEquals(0, container.taken.size(), "nothing handed over while not ready");

    container.ready = true;
    output.onWritePossible();

    assertTrue(written.await(5, TimeUnit.SECONDS));
    assertArrayEquals(new byte[] {1, 2, 3}, container.taken.toByteArray());
    assertEquals(0, failures.get());
  }

  /** A container stream whose readiness the test sets. */
  private static final class Container extends ServletOutputStream {
    final ByteArrayOutputStream taken = new ByteArrayOutputStream();
    volatile boolean ready = true;

    @Override
    public boolean isReady() {
      return ready;
    }

    @Override
    public void setWriteListener(WriteListener listener) {
      // the test calls onWritePossible itself
    }

    @Override
    public void write(int b) {
      taken.write(b);
    }
  }
}
