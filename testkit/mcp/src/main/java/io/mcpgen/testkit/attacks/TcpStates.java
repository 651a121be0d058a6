package io.mcpgen.testkit.attacks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The kernel's table of TCP connections ({@code /proc/net/tcp} and {@code tcp6}, Linux): how many
 * connections whose local port is the server's are in CLOSE-WAIT, i.e. the client has closed and
 * the server has not.
 */
final class TcpStates {

  private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
  private static final String CLOSE_WAIT = "08";

  private TcpStates() {}

  /** Whether the tables can be read here. */
  static boolean available() {
    return Files.isReadable(TABLES.get(0));
  }

  static int closeWait(int localPort) throws IOException {
    int count = 0;
    for (Path table : TABLES) {
      if (!Files.isReadable(table)) {
        continue;
      }
      for (String row : Files.readAllLines(table)) {
        if (isCloseWaitOn(row, localPort)) {
          count++;
        }
      }
    }
    return count;
  }

  /** A row: {@code sl local_address rem_address st ...}, addresses as {@code HEXADDR:HEXPORT}. */
  static boolean isCloseWaitOn(String row, int localPort) {
    String[] columns = row.trim().split("\\s+");
    if (columns.length < 4 || !columns[0].endsWith(":")) {
      return false; // the header line
    }
    String local = columns[1];
    int colon = local.lastIndexOf(':');
    return colon > 0 && Integer.parseInt(local.substring(colon + 1), 16) == localPort
        && CLOSE_WAIT.equals(columns[3]);
  }
}
