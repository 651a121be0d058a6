package io.mcpgen.benchmarks.load;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * The transport ceiling of the servlet servers: reads each POST's whole body and answers
 * {@link FixedReply}, on the same servlet container. No MCP work.
 */
final class CeilingServlet extends HttpServlet {

  private static final long serialVersionUID = 1L;

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
    request.getInputStream().readAllBytes();
    response.setStatus(200);
    response.setContentType(FixedReply.CONTENT_TYPE);
    response.setContentLength(FixedReply.BODY.length);
    response.getOutputStream().write(FixedReply.BODY);
  }
}
