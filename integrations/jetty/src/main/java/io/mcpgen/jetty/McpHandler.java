package io.mcpgen.jetty;

import io.mcpgen.runtime.transport.http.StreamableHttpService;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Routes the MCP path to the runtime's {@link StreamableHttpService} (anything else is 404). A
 * POST whose declared length fits the cap has its body read first, asynchronously and within the
 * body read timeout; one declared over the cap goes to the service unread, which answers 413 and
 * closes the connection. The service then runs on the worker thread that has the body: the one
 * Jetty called this handler on when the body had already arrived (the usual case), or the one that
 * delivered its last bytes.
 */
final class McpHandler extends Handler.Abstract {

  private final String path;
  private final StreamableHttpService service;
  private final WriteTimeout writeTimeout;
  private final HeaderDeadline headerDeadline;
  private final Scheduler scheduler;
  private final Duration bodyReadTimeout;
  private final long maxBodyBytes;

  McpHandler(String path, StreamableHttpService service, WriteTimeout writeTimeout, HeaderDeadline headerDeadline,
      Scheduler scheduler) {
    super(InvocationType.BLOCKING); // Jetty calls it on a worker thread, where the endpoint may run
    this.path = path;
    this.service = service;
    this.writeTimeout = writeTimeout;
    this.headerDeadline = headerDeadline;
    this.scheduler = scheduler;
    this.bodyReadTimeout = service.settings().bodyReadTimeout();
    this.maxBodyBytes = service.settings().maxBodyBytes();
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    headerDeadline.requestStarted(request.getConnectionMetaData().getConnection());
    Callback done = Callback.from(callback,
        () -> headerDeadline.requestEnded(request.getConnectionMetaData().getConnection()));
    if (!path.equals(Request.getPathInContext(request))) {
      Response.writeError(request, response, done, 404);
      return true;
    }
    if (!HttpMethod.POST.is(request.getMethod()) || overCap(request)) {
      serve(request, response, done, null); // the service answers without the body
      return true;
    }
    BodyReader reader = new BodyReader(request, maxBodyBytes,
        body -> serve(request, response, done, body),
        failure -> {
          // too slow or lost: drop the connection without a response
          request.getConnectionMetaData().getConnection().getEndPoint().close(failure);
          done.failed(failure);
        });
    Scheduler.Task deadline = scheduler.schedule(
        () -> reader.fail(new IOException("the request body took longer than " + bodyReadTimeout + " to arrive")),
        bodyReadTimeout.toMillis(), TimeUnit.MILLISECONDS);
    Request.addCompletionListener(request, failure -> deadline.cancel());
    reader.run();
    return true;
  }

  /** Whether the declared length is over the cap, or not a number the service will accept. */
  private boolean overCap(Request request) {
    String declared = request.getHeaders().get(HttpHeader.CONTENT_LENGTH);
    return declared != null && request.getLength() > maxBodyBytes;
  }

  private void serve(Request request, Response response, Callback callback, byte[] body) {
    JettyExchange exchange = new JettyExchange(request, response, callback, body, writeTimeout);
    service.serve(exchange);
  }
}
