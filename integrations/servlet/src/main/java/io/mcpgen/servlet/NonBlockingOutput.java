package io.mcpgen.servlet;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A response body written with the container's non-blocking output ({@link WriteListener}): a
 * write queues its bytes and hands them to the container only while {@code isReady()}, so no thread
 * (the container's least of all) blocks on a client that does not read. {@link #flush} waits until
 * the container has taken everything, for at most the write timeout. A body that makes no progress
 * for the write timeout, or that the container fails, ends with {@code onFailure} (the exchange is
 * aborted).
 *
 * <p>The container's stream is used by one thread at a time: whoever finds the drain free (an
 * application thread after a write, the container in {@link #onWritePossible}) drains, and a drain
 * asked for meanwhile is run by that thread before it lets go.
 */
final class NonBlockingOutput extends OutputStream implements WriteListener {

  private final ServletOutputStream out;
  private final long timeoutNanos;
  private final ScheduledExecutorService timer;
  private final Runnable onFailure;
  private final Queue<byte[]> pending = new ConcurrentLinkedQueue<>();
  private final AtomicInteger drains = new AtomicInteger();
  private final AtomicBoolean failedOnce = new AtomicBoolean();
  private final AtomicBoolean watching = new AtomicBoolean();
  private final Object idleSignal = new Object();
  private volatile boolean idle = true;
  private volatile boolean flushAsked;
  private volatile IOException failure;
  private volatile long lastProgress = System.nanoTime();
  private volatile Runnable whenWritten;
  private volatile boolean finished;
  private volatile Thread containerThread;

  /**
   * @param onFailure run once when the body cannot be written (the client stopped reading for the
   *     write timeout, or the container reports an error)
   */
  NonBlockingOutput(ServletOutputStream out, Duration writeTimeout, ScheduledExecutorService timer,
      Runnable onFailure) {
    this.out = out;
    this.timeoutNanos = writeTimeout.toNanos();
    this.timer = timer;
    this.onFailure = onFailure;
  }

  /** Starts writing: from now on the container calls {@link #onWritePossible}. */
  void start() {
    out.setWriteListener(this);
  }

  /**
   * Queues the last bytes of a whole response, taken as they are (the caller gives them up);
   * {@code then} runs once everything is written.
   */
  void writeLast(byte[] body, Runnable then) throws IOException {
    throwIfFailed();
    whenWritten = then;
    enqueue(body);
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] bytes, int offset, int length) throws IOException {
    throwIfFailed();
    byte[] copy = new byte[length];
    System.arraycopy(bytes, offset, copy, 0, length);
    enqueue(copy);
  }

  private void enqueue(byte[] bytes) {
    busy();
    pending.add(bytes);
    drain();
  }

  /**
   * Marks the calling thread as the container's, inside the servlet or one of its listeners, until
   * {@link #leftContainer}: the container calls {@link #onWritePossible} only once that thread has
   * returned, so a flush there must not wait for it.
   */
  void inContainer() {
    containerThread = Thread.currentThread();
  }

  void leftContainer() {
    containerThread = null;
  }

  /**
   * Sends what is queued and waits until the container has taken it, for at most the write
   * timeout; on the container's own thread it does not wait (the container sends it afterwards).
   */
  @Override
  public void flush() throws IOException {
    throwIfFailed();
    busy();
    flushAsked = true;
    drain();
    if (Thread.currentThread() == containerThread) {
      return;
    }
    long deadline = System.nanoTime() + timeoutNanos;
    synchronized (idleSignal) {
      while (!idle && failure == null) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          fail(new IOException("the client read nothing for " + Duration.ofNanos(timeoutNanos)));
          break;
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(idleSignal, left);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw new IOException("interrupted while the response was written", interrupted);
        }
      }
    }
    throwIfFailed();
  }

  @Override
  public void onWritePossible() {
    lastProgress = System.nanoTime();
    drain();
  }

  @Override
  public void onError(Throwable error) {
    fail(error instanceof IOException ? (IOException) error : new IOException(error));
  }

  /** The exchange ended: whoever waits for a flush is let go. */
  void ended() {
    finished = true;
    if (failure == null) {
      failure = new IOException("the exchange has ended");
    }
    signalIdle();
  }

  /** Something waits for the client from now: the quiet time counts from here. */
  private void busy() {
    if (idle) {
      lastProgress = System.nanoTime();
      idle = false;
    }
  }

  private void drain() {
    if (drains.getAndIncrement() != 0) {
      return; // the thread draining now drains again for this call
    }
    int asked = 1;
    do {
      drainOnce();
      asked = drains.addAndGet(-asked);
    } while (asked != 0);
  }

  /** Hands the container what it takes now; stops when it is not ready (it calls back when it is). */
  private void drainOnce() {
    if (failure != null) {
      return;
    }
    try {
      byte[] next;
      while ((next = pending.peek()) != null) {
        if (!out.isReady()) {
          stalled();
          return;
        }
        pending.poll();
        out.write(next);
        flushAsked = true;
      }
      if (!out.isReady()) {
        stalled();
        return;
      }
      if (flushAsked) {
        flushAsked = false;
        out.flush(); // non-blocking here: the container keeps what the socket does not take yet
        if (!out.isReady()) {
          stalled();
          return;
        }
      }
      if (pending.isEmpty()) {
        written();
      }
    } catch (IOException failed) {
      fail(failed);
    } catch (RuntimeException | Error failed) { // a recycled stream, or no memory left: the body is lost
      fail(new IOException(failed));
    }
  }

  private void written() {
    lastProgress = System.nanoTime();
    signalIdle();
    Runnable then = whenWritten;
    if (then != null) {
      whenWritten = null;
      finished = true;
      then.run();
    }
  }

  private void signalIdle() {
    synchronized (idleSignal) {
      idle = true;
      idleSignal.notifyAll();
    }
  }

  private void fail(IOException cause) {
    if (failure == null) {
      failure = cause;
    }
    pending.clear();
    synchronized (idleSignal) {
      idleSignal.notifyAll();
    }
    if (failedOnce.compareAndSet(false, true)) {
      onFailure.run();
    }
  }

  private void throwIfFailed() throws IOException {
    IOException failed = failure;
    if (failed != null) {
      throw new IOException(failed.getMessage(), failed);
    }
  }

  /**
   * The container holds bytes the client has not taken yet: from now until they are written, the
   * body must make progress within every write timeout. Most bodies are taken at once and never
   * get here, so they cost no timer.
   */
  private void stalled() {
    if (watching.compareAndSet(false, true)) {
      watch(timeoutNanos);
    }
  }

  private void watch(long delayNanos) {
    try {
      timer.schedule(this::check, Math.max(1, delayNanos), TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException stopping) {
      watching.set(false); // the servlet is being destroyed; the container's own timeouts apply
    }
  }

  private void check() {
    if (failure != null || finished || idle) {
      watching.set(false);
      if (failure == null && !finished && !idle) {
        stalled(); // it stalled again just now
      }
      return;
    }
    long quiet = System.nanoTime() - lastProgress;
    if (quiet >= timeoutNanos) {
      fail(new IOException("the client read nothing for " + Duration.ofNanos(timeoutNanos)));
    } else {
      watch(timeoutNanos - quiet);
    }
  }
}
