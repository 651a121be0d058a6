package io.mcpgen.testkit.attacks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;

/**
 * The side channel of a server process under attack ({@link SmallHeapAttackSuite}): a loopback
 * socket apart from the HTTP server, so it answers however busy or broken that server is. Each
 * connection sends one line, {@code stats}, and gets one line back:
 * {@code heap=<bytes in use after GC> oom=<OutOfMemoryErrors that escaped a thread> sessions=<open
 * 2025-era sessions>}.
 *
 * <p>A launcher's {@code main} starts its server, then calls {@link #announce}; the attacking
 * process learns the endpoint and the control port from the ready file.
 */
public final class TargetControl {

  /** The one command the channel understands. */
  static final String STATS = "stats";

  private final AtomicInteger escapedOutOfMemory = new AtomicInteger();
  private final IntSupplier openSessions;
  private final ServerSocket control;

  private TargetControl(IntSupplier openSessions) throws IOException {
    this.openSessions = openSessions;
    this.control = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
  }

  /**
   * Opens the side channel, counts {@link OutOfMemoryError}s that end a thread, and writes
   * {@code readyFile} (atomically: the attacker polls for it) naming the endpoint and the channel's port.
   *
   * @param readyFile where the attacker expects the two lines {@code endpoint=...} and {@code control=...}
   * @param endpoint the MCP endpoint the server under attack serves
   * @param openSessions how many 2025-era sessions are open now
   */
  public static void announce(Path readyFile, URI endpoint, IntSupplier openSessions) throws IOException {
    TargetControl target = new TargetControl(openSessions);
    target.countEscapedOutOfMemory();
    Thread serving = new Thread(target::serve, "attack-target-control");
    serving.setDaemon(true);
    serving.start();
    Path partial = readyFile.resolveSibling(readyFile.getFileName() + ".partial");
    Files.writeString(partial, "endpoint=" + endpoint + "\ncontrol=" + target.control.getLocalPort() + "\n",
        StandardCharsets.UTF_8);
    Files.move(partial, readyFile, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Counts, then hands on to the previous handler (or prints as the JVM's own would). */
  private void countEscapedOutOfMemory() {
    Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
    Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
      for (Throwable t = failure; t != null; t = t.getCause()) {
        if (t instanceof OutOfMemoryError) {
          escapedOutOfMemory.incrementAndGet();
          break;
        }
      }
      if (previous != null) {
        previous.uncaughtException(thread, failure);
      } else {
        System.err.print("Exception in thread \"" + thread.getName() + "\" ");
        failure.printStackTrace();
      }
    });
  }

  private void serve() {
    while (!control.isClosed()) {
      try (Socket socket = control.accept()) {
        socket.setSoTimeout(10_000);
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
        String command = in.readLine();
        OutputStream out = socket.getOutputStream();
        String answer = STATS.equals(command) ? stats() : "unknown command";
        out.write((answer + "\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
      } catch (IOException | InterruptedException | RuntimeException oneCommandFailed) {
        // the next connection is served anyway; the attacker sees no answer and says so
      } catch (OutOfMemoryError exhausted) {
        escapedOutOfMemory.incrementAndGet(); // the server under attack took the heap; try again later
      }
    }
  }

  private String stats() throws InterruptedException {
    return "heap=" + ProcessGauge.heapAfterGc() + " oom=" + escapedOutOfMemory.get()
        + " sessions=" + openSessions.getAsInt();
  }
}
