package io.mcpgen.jetty;

import io.mcpgen.runtime.transport.http.server.StreamableHttpService;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Routes the MCP path to the runtime's {@link StreamableHttpService}, and a {@code GET} of a
 * configured document's path to that document (anything else is 404). The
 * service checks the head first (method, {@code Origin}, {@code Host}, authentication,
 * {@code Content-Type}, declared length) and only then asks for the body, which is read
 * asynchronously (see {@link JettyExchange#readBody}): a client refused on its head never gets the
 * server to hold its body. The service then runs on the worker thread that has the body: the one
 * Jetty called this handler on when the body had already arrived (the usual case), or the one that
 * delivered its last bytes.
 */
final class McpHandler extends Handler.Abstract {

  private final String path;
  private final StreamableHttpService service;
  private final WriteTimeout writeTimeout;
  private final HeaderDeadline headerDeadline;
  private final Map<String, Supplier<byte[]>> documents;

  McpHandler(String path, StreamableHttpService service, WriteTimeout writeTimeout, HeaderDeadline headerDeadline,
      Map<String, Supplier<byte[]>> documents) {
    super(InvocationType.BLOCKING); // Jetty calls it on a worker thread, where the endpoint may run
    this.path = path;
    this.service = service;
    this.writeTimeout = writeTimeout;
    this.headerDeadline = headerDeadline;
    this.documents = documents;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    headerDeadline.requestStarted(request.getConnectionMetaData().getConnection());
    Callback done = Callback.from(callback,
        () -> headerDeadline.requestEnded(request.getConnectionMetaData().getConnection()));
    Supplier<byte[]> document = documents.get(Request.getPathInContext(request));
    if (document != null && "GET".equals(request.getMethod())) {
      response.setStatus(200);
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
      response.write(true, ByteBuffer.wrap(document.get()), done);
      return true;
    }
    if (!path.equals(Request.getPathInContext(request))) {
      Response.writeError(request, response, done, 404);
      return true;
    }
    // The service's own watchdog aborts a body still arriving after its body read timeout.
    service.serve(new JettyExchange(request, response, done, writeTimeout));
    return true;
  }
}
