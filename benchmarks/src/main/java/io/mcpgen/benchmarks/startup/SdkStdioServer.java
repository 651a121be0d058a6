package io.mcpgen.benchmarks.startup;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.modern.McpSchema.CallToolOutcome;
import io.modelcontextprotocol.modern.McpSchema.CallToolRequest;
import io.modelcontextprotocol.modern.McpSchema.CallToolResult;
import io.modelcontextprotocol.modern.McpSchema.Implementation;
import io.modelcontextprotocol.modern.McpSchema.TextContent;
import io.modelcontextprotocol.modern.McpSchema.Tool;
import io.modelcontextprotocol.modern.server.McpRequestContext;
import io.modelcontextprotocol.modern.server.McpServer;
import io.modelcontextprotocol.modern.server.McpSyncResponse;
import io.modelcontextprotocol.modern.server.feature.McpSyncTool;
import io.modelcontextprotocol.modern.server.feature.McpSyncToolRepository;
import io.modelcontextprotocol.modern.server.feature.ToolsFeature;
import io.modelcontextprotocol.modern.server.feature.ToolsPage;
import io.modelcontextprotocol.modern.server.transport.StdioMcpTransport;
import java.util.List;
import java.util.Map;

/**
 * The MCP Java SDK 2.2.0's 2026-07-28 server over stdio with the interop servers' {@code echo}
 * tool ({@code {"text": ...}} back as text). It speaks 2026-07-28 only: a 2025 {@code initialize}
 * gets an error, which the benchmark reports as such.
 *
 * <pre>java -cp benchmarks.jar io.mcpgen.benchmarks.startup.SdkStdioServer</pre>
 */
public final class SdkStdioServer {

  private static final McpJsonMapper JSON = McpJsonDefaults.getMapper();

  private static final Tool ECHO = Tool.builder("echo",
          Map.of("type", "object", "properties", Map.of("text", Map.of("type", "string")), "required", List.of("text")))
      .description("Echoes the text back.")
      .build();

  private SdkStdioServer() {}

  /** Serves standard input and output until standard input ends; takes no arguments. */
  public static void main(String[] args) {
    McpServer server = McpServer.builder()
        .serverInfo(Implementation.builder("sdk-startup", "1.0.0").build())
        .jsonMapper(JSON)
        .feature(ToolsFeature.ofSync(new Tools()))
        .build();
    // The transport reads standard input on its own threads until it ends.
    new StdioMcpTransport(server, JSON).start().block();
  }

  private static final class Tools implements McpSyncToolRepository {
    private final McpSyncTool echo = McpSyncTool.of(ECHO, Tools::echo);

    @Override
    public ToolsPage list(McpRequestContext context, String cursor) {
      return ToolsPage.of(List.of(ECHO));
    }

    @Override
    public McpSyncTool find(McpRequestContext context, String name) {
      return ECHO.name().equals(name) ? echo : null;
    }

    private static McpSyncResponse<CallToolOutcome> echo(McpRequestContext context, CallToolRequest request) {
      Object text = request.arguments() == null ? null : request.arguments().get("text");
      return McpSyncResponse.result(CallToolResult.builder()
          .addContent(TextContent.builder(String.valueOf(text)).build())
          .build());
    }
  }
}
