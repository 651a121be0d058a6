package io.mcpgen.runtime.state;

import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

/**
 * A small lock-free pool of reusable, expensive-to-create instances ({@code Mac}, {@code Cipher},
 * {@code MessageDigest}, random generators).
 *
 * <p>Chosen over {@code ThreadLocal} because servers may run each request on a new virtual
 * thread, where a per-thread instance would be created for every request. A borrower takes an
 * instance from a slot picked by its thread id, or creates one when the nearby slots are empty,
 * and returns it to a free slot (or drops it when all are taken). Instances must be returned in
 * a reusable state.
 *
 * <p>Only taking needs a compare-and-set, so that no instance goes to two borrowers. Returning is
 * a plain release store into a slot seen empty: two threads that return into the same slot at
 * once leave one instance there, and the other is dropped, which costs only its re-creation.
 */
final class Pool<T> {

  private static final int PROBES = 4;

  private final AtomicReferenceArray<T> slots;
  private final int mask;
  private final Supplier<T> factory;

  Pool(Supplier<T> factory) {
    // At most about one borrower per core holds an instance at a time; leave room to spare.
    int size = Integer.highestOneBit(Math.max(8, Math.min(64, 4 * Runtime.getRuntime().availableProcessors())) * 2 - 1);
    this.slots = new AtomicReferenceArray<>(size);
    this.mask = size - 1;
    this.factory = factory;
  }

  T take() {
    int start = home();
    for (int i = 0; i < PROBES; i++) {
      int slot = (start + i) & mask;
      T instance = slots.get(slot);
      if (instance != null && slots.compareAndSet(slot, instance, null)) {
        return instance;
      }
    }
    return factory.get();
  }

  void give(T instance) {
    int start = home();
    for (int i = 0; i < PROBES; i++) {
      int slot = (start + i) & mask;
      if (slots.get(slot) == null) {
        slots.setRelease(slot, instance);
        return;
      }
    }
  }

  private int home() {
    long id = Thread.currentThread().getId();
    return (int) (id ^ id >>> 32) * 0x9e3779b9 >>> 16;
  }
}
