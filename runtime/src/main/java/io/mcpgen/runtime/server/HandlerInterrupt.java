package io.mcpgen.runtime.server;

import io.mcpgen.runtime.mrtr.Cancellation;
import java.util.function.Supplier;

/**
 * Interrupts the thread that runs a handler when its request is cancelled, so that a handler
 * blocked in {@code Thread.sleep}, a lock or interruptible I/O stops at once. Only while the
 * handler runs: once it has returned no interrupt is delivered, and one delivered during the run
 * is cleared before the thread goes on, so that a pooled thread never carries it into its next
 * task.
 */
final class HandlerInterrupt {

  private Thread running; // guarded by this: the handler's thread, null once it returned
  private boolean delivered; // guarded by this

  private HandlerInterrupt(Thread running) {
    this.running = running;
  }

  /**
   * Runs {@code handler} on the calling thread, interrupting it if {@code cancellation} trips
   * meanwhile (or has already tripped).
   */
  static <T> T run(Cancellation cancellation, Supplier<T> handler) {
    HandlerInterrupt interrupt = new HandlerInterrupt(Thread.currentThread());
    Runnable unhook = cancellation.onCancel(interrupt::deliver);
    try {
      return handler.get();
    } finally {
      unhook.run();
      interrupt.finish();
    }
  }

  private synchronized void deliver() {
    if (running != null) {
      delivered = true;
      running.interrupt();
    }
  }

  /** From now on nothing is delivered; the interrupt this delivered, if any, is cleared. */
  private void finish() {
    boolean clear;
    synchronized (this) {
      running = null;
      clear = delivered;
    }
    if (clear) {
      Thread.interrupted();
    }
  }
}
