package io.mcpgen.testkit.stdio;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.server.McpEndpoint;
import io.mcpgen.runtime.transport.stdio.server.StdioServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/** A {@link StdioServer} on OS pipes: the test writes its stdin and reads its stdout line by line. */
public final class StdioHarness implements AutoCloseable {

  /** Put on the line queue when the server's output ends. */
  public static final String END = "<end of output>";

  public final OutputStream toServer;
  public final InputStream fromServer;
  public final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  public final CompletableFuture<Void> served = new CompletableFuture<>();
  public final StdioServer server;

  public StdioHarness(McpEndpoint endpoint, UnaryOperator<StdioServer.Builder> options) throws IOException {
    Pipe input = Pipe.open();
    Pipe output = Pipe.open();
    toServer = Channels.newOutputStream(input.sink());
    fromServer = Channels.newInputStream(output.source());
    server = options.apply(StdioServer.builder(endpoint)
        .input(Channels.newInputStream(input.source()))
        .output(Channels.newOutputStream(output.sink()))).build();
    Thread serving = new Thread(() -> {
      try {
        server.serve();
        served.complete(null);
      } catch (Throwable e) {
        served.completeExceptionally(e);
      }
    }, "stdio-server-under-test");
    serving.setDaemon(true);
    serving.start();
  }

  /** Starts a thread that puts each line the server writes on {@link #lines}. */
  public StdioHarness readLines() {
    Thread reader = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8))) {
        String line;
        while ((line = in.readLine()) != null) {
          lines.add(line);
        }
      } catch (IOException ignored) {
        // the pipe closed
      }
      lines.add(END);
    }, "stdio-output-reader");
    reader.setDaemon(true);
    reader.start();
    return this;
  }

  public void send(JsonObject message) throws IOException {
    sendRaw(Json.encodeToString(message, JsonValue.CODEC) + "\n");
  }

  public void sendRaw(String text) throws IOException {
    toServer.write(text.getBytes(StandardCharsets.UTF_8));
    toServer.flush();
  }

  /** The next line the server wrote, parsed; fails after 10 s. */
  public JsonObject next() throws InterruptedException {
    String line = lines.poll(10, TimeUnit.SECONDS);
    if (line == null || line.equals(END)) {
      throw new AssertionError("no line from the server (" + line + ")");
    }
    return Json.parse(line).asObject();
  }

  /** Every line still to come, up to the end of the output (which must come within 10 s). */
  public List<String> rest() throws InterruptedException {
    List<String> rest = new ArrayList<>();
    String line;
    do {
      line = lines.poll(10, TimeUnit.SECONDS);
      rest.add(line);
    } while (line != null && !line.equals(END));
    return rest;
  }

  /** Ends the server's input (EOF) and waits for serve() to return. */
  public void endInput() throws Exception {
    toServer.close();
    served.get(20, TimeUnit.SECONDS);
  }

  @Override
  public void close() {
    server.close();
    try {
      toServer.close();
    } catch (IOException ignored) {
      // already closed
    }
  }
}
