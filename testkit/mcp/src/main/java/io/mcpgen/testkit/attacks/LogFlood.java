package io.mcpgen.testkit.attacks;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Client mistakes by the thousand, and what they cost a server's log: requests with a bad or
 * repeated {@code Host} (holding TAB, U+0085 and U+009B) and bodies that never finish. A server
 * must answer them with a few escaped summary lines, no stack trace and no raw control character.
 */
public final class LogFlood {

  private static final String[] BAD_HOSTS = {
    "Host: a\tb\u0085c\u009bd\r\n",
    "Host: 127.0.0.1\r\nHost: evil\u0085.example\r\n",
    "Host: [::1\u009b]\r\n",
    "Host: 127.0.0.1:99999999\r\n",
  };

  private LogFlood() {}

  /** Sends {@code count} requests to {@code /mcp} with a bad or repeated {@code Host}, one connection each, reading each answer. */
  public static void badHosts(int port, int count) throws IOException {
    for (int i = 0; i < count; i++) {
      try (Socket socket = new Socket("127.0.0.1", port)) {
        socket.setSoTimeout(10_000);
        OutputStream out = socket.getOutputStream();
        out.write(("GET /mcp HTTP/1.1\r\n" + BAD_HOSTS[i % BAD_HOSTS.length] + "Connection: close\r\n\r\n")
            .getBytes(StandardCharsets.UTF_8));
        out.flush();
        socket.getInputStream().readAllBytes();
      }
    }
  }

  /**
   * Opens {@code count} connections that declare a 100-byte body and send 10 bytes of it, then
   * waits (at most 10 s each) for the server to drop them on its body deadline.
   */
  public static void slowBodies(int port, int count) throws IOException {
    List<Socket> slow = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Socket socket = new Socket("127.0.0.1", port);
      socket.getOutputStream().write(("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Accept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{\"jsonrpc\"")
          .getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().flush();
      slow.add(socket);
    }
    for (Socket socket : slow) {
      socket.setSoTimeout(10_000);
      try (socket; InputStream in = socket.getInputStream()) {
        while (in.read() >= 0) {
          // until the server drops it on the body deadline
        }
      } catch (IOException dropped) {
        // dropped: what the deadline does
      }
    }
  }

  /** Fewer than {@code max} lines captured, none with a stack trace or a raw control character. */
  public static void assertAFewEscapedLines(Capture logs, int max) {
    String printed = logs.printed();
    List<LogRecord> records = logs.records();
    assertTrue(records.size() < max, records.size() + " lines:\n" + printed);
    for (LogRecord record : records) {
      assertTrue(record.getThrown() == null, "a stack trace:\n" + printed);
    }
    assertFalse(printed.chars().anyMatch(c -> c == '\t' || c == 0x85 || c == 0x9b), "a raw control character");
  }

  /** Every record at INFO or above of the named {@code java.util.logging} loggers, as the console would print it. */
  public static final class Capture extends Handler implements AutoCloseable {
    private final List<Logger> loggers = new ArrayList<>();
    private final SimpleFormatter formatter = new SimpleFormatter();
    private final List<LogRecord> records = new ArrayList<>();
    private final StringBuilder printed = new StringBuilder();

    /** Starts capturing, e.g. {@code new Capture("org.eclipse.jetty", "io.mcpgen")}. */
    public Capture(String... loggerNames) {
      for (String name : loggerNames) {
        Logger logger = Logger.getLogger(name);
        logger.setLevel(Level.INFO);
        logger.addHandler(this);
        loggers.add(logger);
      }
    }

    public synchronized List<LogRecord> records() {
      return new ArrayList<>(records);
    }

    public synchronized String printed() {
      return printed.toString();
    }

    @Override
    public synchronized void publish(LogRecord record) {
      if (record.getLevel().intValue() >= Level.INFO.intValue()) {
        records.add(record);
        printed.append(formatter.format(record));
      }
    }

    @Override
    public void flush() {
    }

    /** Stops capturing and gives the loggers their levels back. */
    @Override
    public void close() {
      for (Logger logger : loggers) {
        logger.removeHandler(this);
        logger.setLevel(null);
      }
    }
  }
}
