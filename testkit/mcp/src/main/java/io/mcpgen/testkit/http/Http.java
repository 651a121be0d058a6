package io.mcpgen.testkit.http;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;

/** Test helpers: well-formed POSTs (with every header), variations of them, and raw HTTP/1.1. */
public final class Http {

  public static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();

  private Http() {}

  /** The POST a conforming client sends for {@code message}. */
  public static HttpRequest post(URI endpoint, JsonObject message) {
    return StreamableHttpClientTransport.builder(endpoint).build().request(message);
  }

  /** {@link #post} without the named headers, plus the given ones ({@code name, value, ...}). */
  public static HttpRequest post(URI endpoint, JsonObject message, Set<String> without, String... headers) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(post(endpoint, message),
        (name, value) -> !without.contains(name.toLowerCase(Locale.ROOT)));
    for (int i = 0; i < headers.length; i += 2) {
      builder.setHeader(headers[i], headers[i + 1]);
    }
    return builder.build();
  }

  public static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
    return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
  }

  public static JsonObject json(HttpResponse<String> response) {
    return Json.parse(response.body()).asObject();
  }

  public static int errorCode(HttpResponse<String> response) {
    return json(response).get("error").asObject().get("code").asNumber().intValue();
  }

  public static byte[] bytes(JsonObject message) {
    return Json.encode(message, JsonValue.CODEC);
  }

  /** What a raw exchange got back: the status line's code, and everything after the head. */
  public record Raw(int status, String head, String body) {}

  /**
   * Sends a request written by hand (head lines without the final blank line, then the body) and
   * reads the response until the server closes or {@code Content-Length} bytes came.
   */
  public static Raw raw(int port, String head, byte[] body) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write((head + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      if (body != null) {
        out.write(body);
      }
      out.flush();
      return readResponse(socket.getInputStream());
    }
  }

  public static Raw readResponse(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int matched = 0;
    int b;
    while (matched < 4 && (b = in.read()) != -1) {
      head.write(b);
      matched = (b == '\r' || b == '\n') ? matched + 1 : 0;
    }
    String headText = head.toString(StandardCharsets.ISO_8859_1);
    if (headText.isEmpty()) {
      return new Raw(-1, "", "");
    }
    int status = Integer.parseInt(headText.substring(9, 12));
    int length = 0;
    for (String line : headText.split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        length = Integer.parseInt(line.substring(15).trim());
      }
    }
    byte[] body = in.readNBytes(length);
    return new Raw(status, headText, new String(body, StandardCharsets.UTF_8));
  }
}
