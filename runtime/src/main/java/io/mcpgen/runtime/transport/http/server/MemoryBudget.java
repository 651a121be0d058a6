package io.mcpgen.runtime.transport.http.server;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes that requests in flight and their unwritten replies may hold together. Each exchange
 * takes a {@link Hold}; what a hold took is given back exactly once, when it is released. The
 * count never goes below zero, and it passes the capacity only through {@link Hold#atLeast}: bytes
 * already in memory (a reply the endpoint produced) are counted in full rather than lost.
 */
final class MemoryBudget {

  /**
   * What a request is estimated to hold while it runs, in multiples of its body: the body, its
   * parsed tree and text, the arguments' canonical JSON, and the reply being built.
   */
  static final int REQUEST_COST_FACTOR = 4;

  private final long capacity;
  private final AtomicLong used = new AtomicLong();

  MemoryBudget(long capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("the memory budget must be positive");
    }
    this.capacity = capacity;
  }

  long capacity() {
    return capacity;
  }

  /** The bytes held now. */
  long inUse() {
    return used.get();
  }

  /** Whether {@code bytes} more would fit now (nothing is taken). */
  boolean fits(long bytes) {
    return bytes <= capacity - used.get();
  }

  /** The estimate of what a request with a body of {@code bodyBytes} holds while it runs. */
  static long requestCost(long bodyBytes) {
    return bodyBytes > Long.MAX_VALUE / REQUEST_COST_FACTOR ? Long.MAX_VALUE : bodyBytes * REQUEST_COST_FACTOR;
  }

  /** A new, empty hold. */
  Hold hold() {
    return new Hold();
  }

  private boolean tryTake(long bytes) {
    long now;
    do {
      now = used.get();
      if (bytes > capacity - now) {
        return false;
      }
    } while (!used.compareAndSet(now, now + bytes));
    return true;
  }

  private void take(long bytes) {
    used.addAndGet(bytes);
  }

  private void give(long bytes) {
    long left = used.addAndGet(-bytes);
    if (left < 0) { // a hold gives back only what it took: this is a bug, not a client's doing
      throw new IllegalStateException("the memory budget went below zero: " + left);
    }
  }

  /** What one exchange holds of the budget; released once, after which it takes nothing more. */
  final class Hold {
    private long held;
    private boolean released;

    private Hold() {}

    /** Takes {@code bytes} more if they fit; false (nothing taken) when they do not or the hold is released. */
    synchronized boolean grow(long bytes) {
      if (bytes < 0) {
        throw new IllegalArgumentException("cannot grow by a negative amount");
      }
      if (released || !tryTake(bytes)) {
        return false;
      }
      held += bytes;
      return true;
    }

    /** Grows the hold to {@code total} bytes if that fits; true too when it already holds as much. */
    synchronized boolean growTo(long total) {
      return total <= held || grow(total - held);
    }

    /** Makes the hold at least {@code total}, past the capacity if need be: those bytes exist already. */
    synchronized void atLeast(long total) {
      if (!released && total > held) {
        take(total - held);
        held = total;
      }
    }

    /** Sets the hold to exactly {@code total}: gives back what is over it, takes what is missing even past the capacity. */
    synchronized void resize(long total) {
      if (released) {
        return;
      }
      if (total < held) {
        give(held - total);
        held = total;
      } else {
        atLeast(total);
      }
    }

    /** Gives back everything held; later calls do nothing. */
    synchronized void release() {
      if (!released) {
        released = true;
        give(held);
        held = 0;
      }
    }

    synchronized long held() {
      return held;
    }
  }
}
