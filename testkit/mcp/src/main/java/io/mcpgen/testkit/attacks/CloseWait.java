package io.mcpgen.testkit.attacks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Counts the TCP connections of a server port left in CLOSE-WAIT (the client closed, the server
 * never did: a connection, and whatever its exchange holds, leaked), from the kernel's tables
 * {@code /proc/net/tcp} and {@code /proc/net/tcp6}. Linux only; see {@link #countable()}.
 */
public final class CloseWait {

  private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
  /** The kernel's number for CLOSE_WAIT in the {@code st} column. */
  private static final String CLOSE_WAIT = "08";

  private CloseWait() {}

  /** Whether this system has the tables (Linux); elsewhere a test should skip the check. */
  public static boolean countable() {
    return Files.isReadable(TABLES.get(0));
  }

  /** The connections whose local port is {@code port} and whose state is CLOSE-WAIT, now. */
  public static int count(int port) {
    int count = 0;
    for (Path table : TABLES) {
      if (!Files.isReadable(table)) {
        continue;
      }
      List<String> lines;
      try {
        lines = Files.readAllLines(table);
      } catch (IOException e) {
        throw new IllegalStateException("cannot read " + table, e);
      }
      for (String row : lines) {
        if (isCloseWaitOn(row, port)) {
          count++;
        }
      }
    }
    return count;
  }

  /**
   * Whether a row of the table ({@code sl local_address rem_address st ...}, an address as
   * {@code HEXADDR:HEXPORT}) is a connection in CLOSE-WAIT whose local port is {@code port}; the
   * header row is not.
   */
  static boolean isCloseWaitOn(String row, int port) {
    String[] columns = row.trim().split("\\s+");
    if (columns.length < 4 || !columns[0].endsWith(":") || !CLOSE_WAIT.equals(columns[3])) {
      return false;
    }
    String local = columns[1];
    int colon = local.lastIndexOf(':');
    return colon > 0 && Integer.parseInt(local.substring(colon + 1), 16) == port;
  }

  /**
   * Waits up to {@code millis} for the port's CLOSE-WAIT connections to go (a server closes a
   * connection shortly after its client did) and returns how many are left.
   */
  public static int awaitNone(int port, long millis) throws InterruptedException {
    long end = System.nanoTime() + millis * 1_000_000;
    int left = count(port);
    while (left > 0 && System.nanoTime() < end) {
      Thread.sleep(50);
      left = count(port);
    }
    return left;
  }
}
