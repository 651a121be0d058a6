package io.mcpgen.runtime.transport.http.client;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.util.Map;
import java.util.function.Supplier;

/**
 * How a client reaches one MCP endpoint: its address, the HTTP client, the extra headers asked for
 * anew on every request, and the authorizer. Every request to the endpoint (POST, and a session
 * layer's GET and DELETE) starts from {@link #request(String)}.
 */
public final class HttpEndpoint {

  private final URI uri;
  private final HttpClient http;
  private final Supplier<Map<String, String>> headers;
  private final HttpClientAuthorizer authorizer;
  private final int maxMessageBytes;

  HttpEndpoint(URI uri, HttpClient http, Supplier<Map<String, String>> headers, HttpClientAuthorizer authorizer,
      int maxMessageBytes) {
    this.uri = uri;
    this.http = http;
    this.headers = headers;
    this.authorizer = authorizer;
    this.maxMessageBytes = maxMessageBytes;
  }

  public URI uri() {
    return uri;
  }

  public HttpClient http() {
    return http;
  }

  /** The longest response or event accepted. */
  public int maxMessageBytes() {
    return maxMessageBytes;
  }

  /** The authorizer, or null when requests carry only the fixed headers. */
  HttpClientAuthorizer authorizer() {
    return authorizer;
  }

  /**
   * A request to the endpoint with {@code method} (its proof, if any, is made for it), the extra
   * headers and the authorizer's headers; the caller still sets the method and body.
   */
  public HttpRequest.Builder request(String method) {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri);
    headers.get().forEach(request::setHeader);
    if (authorizer != null) {
      authorizer.headers(method, uri).forEach(request::setHeader);
    }
    return request;
  }
}
