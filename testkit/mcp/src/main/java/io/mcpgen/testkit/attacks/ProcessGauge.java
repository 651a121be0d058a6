package io.mcpgen.testkit.attacks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** What the test JVM, which hosts the server under attack, holds: open descriptors and live heap. */
final class ProcessGauge {

  private static final Path FDS = Path.of("/proc/self/fd");

  private ProcessGauge() {}

  /** Whether descriptors can be counted here (Linux); elsewhere the descriptor check is skipped. */
  static boolean countsDescriptors() {
    return Files.isDirectory(FDS);
  }

  static long openDescriptors() {
    try (Stream<Path> fds = Files.list(FDS)) {
      return fds.count();
    } catch (IOException e) {
      throw new IllegalStateException("cannot list " + FDS, e);
    }
  }

  /** Heap in use after full collections (several, so finalizers and reference queues run). */
  static long heapAfterGc() throws InterruptedException {
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 4; i++) {
      System.gc();
      Thread.sleep(100);
      used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    }
    return used;
  }
}
