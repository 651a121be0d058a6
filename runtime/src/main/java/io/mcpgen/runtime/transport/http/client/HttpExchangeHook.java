package io.mcpgen.runtime.transport.http.client;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * What a layer that keeps state across messages adds to the exchanges of a
 * {@link StreamableHttpClientTransport}, once installed with
 * {@link StreamableHttpClientTransport#hook}: a 2025-era session of {@code mcpgen-legacy} puts its
 * id and version on every request, notices its end, resumes its streams and ends it on close.
 * 2026-07-28 exchanges need none.
 */
public interface HttpExchangeHook {

  /** Adds what the layer keeps to a request of the transport (a POST, or a GET that resumes a stream). */
  void beforeSend(HttpRequest.Builder request);

  /**
   * Sees the status and headers of the reply to {@code request} before its body is read.
   *
   * @return a failure that ends the exchange instead of reading the body (the session is gone,
   *     say), or null to read it
   */
  default Exception onResponse(HttpRequest request, HttpResponse.ResponseInfo info) {
    return null;
  }

  /**
   * The event stream answering {@code request} ended before its response, after an event with
   * an id: the GET that asks for the rest (the stream's {@code retry} delay is waited first; the
   * GET goes through {@link #beforeSend} too), or null to count the round as lost.
   *
   * @param attempt 1 for the first resumption of this exchange
   */
  default HttpRequest.Builder resume(HttpRequest request, String lastEventId, int attempt) {
    return null;
  }

  /** The transport is closing, its exchanges aborted: end what the layer keeps (a session's DELETE). */
  default void closed() {
  }
}
