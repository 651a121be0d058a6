package io.mcpgen.oauth.http;

import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How the module's own HTTP requests to an authorization server are made (the client's discovery,
 * registration and tokens; the resource server's introspection): through the JDK's
 * {@link HttpClient}, not Nimbus's default {@code HttpURLConnection}, which logs every request's
 * headers, a client secret's {@code Authorization: Basic} among them, at level FINE. Redirects are
 * never followed (a metadata, token or introspection endpoint must answer itself).
 *
 * <p>Internal to {@code mcpgen-oauth}: public only so that its client and server packages share it.
 */
public final class JdkHttp {

  /** Headers the JDK client sets itself and refuses from callers. */
  private static final Set<String> RESTRICTED = Set.of("connection", "content-length", "expect", "host", "upgrade");

  private final Duration readTimeout;
  private final HttpClient client;

  /** A client with these timeouts. */
  public JdkHttp(Duration connectTimeout, Duration readTimeout) {
    this.readTimeout = readTimeout;
    this.client = HttpClient.newBuilder().connectTimeout(connectTimeout).followRedirects(HttpClient.Redirect.NEVER)
        .build();
  }

  /** Sends a request Nimbus built and gives its answer back to Nimbus. */
  public HTTPResponse send(HTTPRequest request) throws IOException {
    String body = request.getBody();
    HttpRequest.Builder builder = HttpRequest.newBuilder(request.getURI()).timeout(readTimeout)
        .method(request.getMethod().name(), body == null ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    for (Map.Entry<String, List<String>> header : request.getHeaderMap().entrySet()) {
      if (!RESTRICTED.contains(header.getKey().toLowerCase(Locale.ROOT))) {
        for (String value : header.getValue()) {
          builder.header(header.getKey(), value);
        }
      }
    }
    HttpResponse<String> answer;
    try {
      answer = client.send(builder.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } catch (IllegalArgumentException e) {
      throw new IOException("cannot send to " + request.getURI() + ": " + e.getMessage(), e);
    }
    HTTPResponse response = new HTTPResponse(answer.statusCode());
    answer.headers().map().forEach((name, values) -> response.setHeader(name, values.toArray(new String[0])));
    if (!answer.body().isEmpty()) {
      response.setBody(answer.body());
    }
    return response;
  }
}
