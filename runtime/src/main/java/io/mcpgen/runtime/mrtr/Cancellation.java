package io.mcpgen.runtime.mrtr;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A one-way cancellation flag with callbacks, shared by the code that cancels and the code that
 * should stop. On a server, the transport trips it (stdio {@code notifications/cancelled}, an HTTP
 * client that went away) and the handler sees it; on a client, the caller trips it to end a call.
 */
public final class Cancellation {

  private final AtomicReference<String> reason = new AtomicReference<>();
  private final List<Runnable> callbacks = new CopyOnWriteArrayList<>();

  /** A fresh, untripped flag. */
  public static Cancellation create() {
    return new Cancellation();
  }

  /**
   * Trips the flag and runs the callbacks once; later calls do nothing.
   *
   * @return true when this call tripped it
   */
  public boolean cancel(String why) {
    if (!reason.compareAndSet(null, why == null ? "cancelled" : why)) {
      return false;
    }
    for (Runnable callback : callbacks) {
      runQuietly(callback);
    }
    callbacks.clear();
    return true;
  }

  public boolean isCancelled() {
    return reason.get() != null;
  }

  /** Why it was cancelled, or null while it is not. */
  public String reason() {
    return reason.get();
  }

  /**
   * Runs {@code callback} when the flag trips, at once when it already has.
   *
   * @return a handle that removes the callback, for code that finishes first
   */
  public Runnable onCancel(Runnable callback) {
    callbacks.add(callback);
    if (isCancelled() && callbacks.remove(callback)) {
      runQuietly(callback);
    }
    return () -> callbacks.remove(callback);
  }

  private static void runQuietly(Runnable callback) {
    try {
      callback.run();
    } catch (RuntimeException e) {
      System.getLogger(Cancellation.class.getName())
          .log(System.Logger.Level.WARNING, "a cancellation callback failed", e);
    }
  }
}
