package io.mcpgen.cli;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One training run: the server under {@code -XX:AOTCacheOutput} gets the requests a host's first
 * conversation sends (a 2026-07-28 {@code server/discover}, {@code tools/list}, a 2025
 * {@code initialize}), each answered before the next; then its standard input closes, the server
 * exits and the JVM writes the cache.
 */
final class AotTraining {

  /** Where the end of the stream is marked in the queue of lines read. */
  private static final String END = new String("end of stream");
  /** The last lines of the server's standard error shown when the run fails. */
  private static final int ERROR_TAIL = 2_000;

  private final AotRequest request;

  AotTraining(AotRequest request) {
    this.request = request;
  }

  /** The requests sent, in order, ids 1, 2, 3. */
  static List<JsonObject> requests() {
    JsonObject meta = JsonObject.builder()
        .put(McpMeta.PROTOCOL_VERSION, ProtocolVersions.LATEST)
        .put(McpMeta.CLIENT_CAPABILITIES, JsonObject.empty())
        .put(McpMeta.CLIENT_INFO, clientInfo())
        .build();
    JsonObject params = JsonObject.builder().put("_meta", meta).build();
    JsonObject initialize = JsonObject.builder()
        .put("protocolVersion", ProtocolVersions.V2025_11_25)
        .put("capabilities", JsonObject.empty())
        .put("clientInfo", clientInfo())
        .build();
    return List.of(request(1, "server/discover", params), request(2, "tools/list", params),
        request(3, "initialize", initialize));
  }

  /**
   * Runs the server, exchanges the requests and waits for it to exit.
   *
   * @return the size of the cache written, in bytes
   * @throws IOException when the server does not answer, does not exit in time or writes no cache
   */
  long run() throws IOException, InterruptedException {
    Files.deleteIfExists(request.cache());
    Path errors = Files.createTempFile("mcpgen-aot-", ".log");
    try {
      Process server = new ProcessBuilder(request.trainingCommand())
          .redirectError(errors.toFile())
          .start();
      long deadline = System.nanoTime() + request.timeout().toNanos();
      try {
        exchange(server, deadline);
        server.getOutputStream().close();
        if (!server.waitFor(remaining(deadline), TimeUnit.NANOSECONDS)) {
          throw new IOException("the server did not exit within " + seconds(request.timeout())
              + " after its standard input closed; a stdio server should exit at end of input");
        }
      } catch (IOException e) {
        throw new IOException(e.getMessage() + tail(errors), e);
      } finally {
        server.destroyForcibly();
      }
      if (!Files.isRegularFile(request.cache()) || Files.size(request.cache()) == 0) {
        throw new IOException("the JVM wrote no AOT cache at " + request.cache() + " (server exit status "
            + server.exitValue() + ")" + tail(errors));
      }
      return Files.size(request.cache());
    } finally {
      Files.deleteIfExists(errors);
    }
  }

  private void exchange(Process server, long deadline) throws IOException, InterruptedException {
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> readLines(server, lines), "mcpgen-aot-reader");
    reader.setDaemon(true);
    reader.start();
    OutputStream in = server.getOutputStream();
    for (JsonObject message : requests()) {
      in.write((Json.stringify(message) + "\n").getBytes(StandardCharsets.UTF_8));
      in.flush();
      awaitReply(lines, message.get("id"), message.get("method").asString(), deadline);
    }
  }

  private void awaitReply(BlockingQueue<String> lines, JsonValue id, String method, long deadline)
      throws IOException, InterruptedException {
    while (true) {
      String line = lines.poll(remaining(deadline), TimeUnit.NANOSECONDS);
      if (line == null) {
        throw new IOException("no reply to " + method + " within " + seconds(request.timeout()));
      }
      if (line == END) {
        throw new IOException("the server closed its standard output before replying to " + method);
      }
      JsonValue reply;
      try {
        reply = Json.parse(line);
      } catch (RuntimeException e) {
        throw new IOException("the server wrote a line that is not JSON on standard output: "
            + line.substring(0, Math.min(line.length(), 120)), e);
      }
      if (reply instanceof JsonObject && id.equals(((JsonObject) reply).get("id"))) {
        return;
      }
      // A notification, or a request of the server's: the training run does not answer them.
    }
  }

  private static void readLines(Process server, BlockingQueue<String> lines) {
    try (BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(),
        StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        lines.add(line);
      }
    } catch (IOException e) {
      // The stream broke: the same as its end for the exchange.
    }
    lines.add(END);
  }

  private static JsonObject request(long id, String method, JsonObject params) {
    return JsonObject.builder().put("jsonrpc", "2.0").put("id", id).put("method", method).put("params", params)
        .build();
  }

  private static JsonObject clientInfo() {
    return JsonObject.builder().put("name", "mcpgen-cli-aot").put("version", "1.0.0").build();
  }

  private static long remaining(long deadline) {
    return Math.max(0, deadline - System.nanoTime());
  }

  private static String seconds(Duration timeout) {
    return timeout.toSeconds() + " s";
  }

  private static String tail(Path errors) throws IOException {
    String text = Files.readString(errors, StandardCharsets.UTF_8).strip();
    if (text.isEmpty()) {
      return "";
    }
    return "\nthe server's standard error:\n" + text.substring(Math.max(0, text.length() - ERROR_TAIL));
  }
}
