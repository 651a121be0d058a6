package ${package};

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.stdio.server.StdioServer;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.CountDownLatch;

/**
 * Serves the guest book over Streamable HTTP on 127.0.0.1 (the default; port 8080, or the one
 * given with {@code --port}), or over standard input and output with {@code --stdio}, for a client
 * that starts the server as a process of its own.
 *
 * <p>The key that seals the requestState (what the server hands the client between the rounds of
 * a call that asks the user something) comes from the environment variable MCP_STATE_KEY: 32 or
 * more random bytes in base64, e.g. from {@code openssl rand -base64 32}. Keep it secret, and give
 * every process serving this server the same one.
 */
public final class Main {

  /** The environment variable holding the requestState key. */
  static final String STATE_KEY_VARIABLE = "MCP_STATE_KEY";

  private static final String USAGE = "usage: Main [--port PORT] | Main --stdio";

  private Main() {}

  public static void main(String[] args) throws Exception {
    boolean stdio = args.length == 1 && args[0].equals("--stdio");
    int port = 8080;
    if (args.length == 2 && args[0].equals("--port") && args[1].matches("[0-9]{1,5}")) {
      port = Integer.parseInt(args[1]);
    } else if (args.length > 0 && !stdio) {
      System.err.println(USAGE);
      System.exit(2);
    }
    RequestStateCodec codec;
    try {
      codec = requestStateCodec(System.getenv(STATE_KEY_VARIABLE));
    } catch (IllegalArgumentException e) {
      System.err.println(e.getMessage());
      System.exit(2);
      return;
    }
    McpServerEngine engine = GuestBookMcpServer.builder(new GuestBookService()).requestState(codec).build();
    if (stdio) {
      serveStdio(engine);
    } else {
      serveHttp(engine, port);
    }
  }

  /** The requestState codec, with the key from {@code base64Key}; fails with a message to show. */
  static RequestStateCodec requestStateCodec(String base64Key) {
    if (base64Key == null || base64Key.isBlank()) {
      throw new IllegalArgumentException(STATE_KEY_VARIABLE + " is not set. It holds the key that seals the"
          + " requestState: 32 or more random bytes in base64, e.g.\n  export " + STATE_KEY_VARIABLE
          + "=\"$(openssl rand -base64 32)\"");
    }
    byte[] key;
    try {
      key = Base64.getDecoder().decode(base64Key.strip());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(STATE_KEY_VARIABLE + " is not valid base64: " + e.getMessage());
    }
    if (key.length < RequestStateCodec.MIN_KEY_LENGTH) {
      throw new IllegalArgumentException(STATE_KEY_VARIABLE + " holds " + key.length + " bytes; it needs at least "
          + RequestStateCodec.MIN_KEY_LENGTH);
    }
    return RequestStateCodec.builder().audience("${artifactId}").key("k1", key).build();
  }

  /** Until the client closes standard input. Standard output carries protocol messages only. */
  private static void serveStdio(McpServerEngine engine) throws Exception {
    PrintStream protocol = System.out;
    System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8)); // a stray println goes to stderr
    try (StdioServer stdio = StdioServer.builder(engine).output(protocol).build()) {
      stdio.serve();
    }
  }

  /** Until the process is stopped (Ctrl-C); the server's threads do not keep it alive. */
  private static void serveHttp(McpServerEngine engine, int port) throws Exception {
    JettyMcpServer http = JettyMcpServer.builder(engine).host("127.0.0.1").port(port).start();
    System.err.println("MCP server listening on " + http.endpointUri());
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      http.close();
      stopped.countDown();
    }));
    stopped.await();
  }
}
