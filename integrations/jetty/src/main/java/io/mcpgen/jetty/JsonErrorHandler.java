package io.mcpgen.jetty;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * What Jetty answers by itself (a request it cannot parse: a malformed {@code Content-Length}, a
 * head over the size limit) as a JSON-RPC error without an id, like every other refusal, instead
 * of an HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    Object status = request.getAttribute(ERROR_STATUS);
    int code = status instanceof Integer ? (Integer) status : response.getStatus();
    byte[] body = ("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32600,\"message\":\"Invalid Request: the server "
        + "refused the request with HTTP status " + code + "\"}}").getBytes(StandardCharsets.UTF_8);
    response.setStatus(code);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
    response.write(true, ByteBuffer.wrap(body), callback);
    return true;
  }
}
