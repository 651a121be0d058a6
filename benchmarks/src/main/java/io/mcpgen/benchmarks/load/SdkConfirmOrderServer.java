package io.mcpgen.benchmarks.load;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.modern.McpException;
import io.modelcontextprotocol.modern.McpSchema.CallToolOutcome;
import io.modelcontextprotocol.modern.McpSchema.CallToolRequest;
import io.modelcontextprotocol.modern.McpSchema.CallToolResult;
import io.modelcontextprotocol.modern.McpSchema.ElicitFormRequest;
import io.modelcontextprotocol.modern.McpSchema.Implementation;
import io.modelcontextprotocol.modern.McpSchema.InputRequiredResult;
import io.modelcontextprotocol.modern.McpSchema.TextContent;
import io.modelcontextprotocol.modern.McpSchema.Tool;
import io.modelcontextprotocol.modern.server.HmacRequestStateCodec;
import io.modelcontextprotocol.modern.server.InputResponses;
import io.modelcontextprotocol.modern.server.McpRequestContext;
import io.modelcontextprotocol.modern.server.McpServer;
import io.modelcontextprotocol.modern.server.McpSyncResponse;
import io.modelcontextprotocol.modern.server.feature.McpSyncTool;
import io.modelcontextprotocol.modern.server.feature.McpSyncToolRepository;
import io.modelcontextprotocol.modern.server.feature.ToolsFeature;
import io.modelcontextprotocol.modern.server.feature.ToolsPage;
import io.modelcontextprotocol.modern.server.transport.HttpServletMcpTransport;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The interop sample's {@code confirm_order} tool written as a user of the MCP Java SDK 2.2.0's
 * 2026-07-28 API would: a synchronous tool that answers round one with an
 * {@link InputRequiredResult} asking {@code confirm} ("Confirm order of ITEM?", a form with a
 * boolean {@code confirmed}) and the item in its requestState, sealed by the SDK's
 * {@link HmacRequestStateCodec}; round two, with the answer and the verified state, gets "order
 * confirmed: ITEM" (or "cancelled"). Served by the SDK's own {@link HttpServletMcpTransport}.
 */
final class SdkConfirmOrderServer {

  private static final McpJsonMapper JSON = McpJsonDefaults.getMapper();

  private static final Map<String, Object> CONFIRMATION_FORM = Map.of("type", "object",
      "properties", Map.of("confirmed", Map.of("type", "boolean")), "required", List.of("confirmed"));

  private static final Tool CONFIRM_ORDER = Tool.builder("confirm_order",
          Map.of("type", "object", "properties", Map.of("item", Map.of("type", "string"))))
      .description("Orders an item after the user confirms.")
      .build();

  private SdkConfirmOrderServer() {}

  /** The SDK's servlet serving {@code confirm_order} at {@code /mcp}, its requestState sealed with {@code key}. */
  static HttpServletMcpTransport servlet(byte[] key) {
    McpServer server = McpServer.builder()
        .serverInfo(Implementation.builder("sdk-interop", "1.0.0").build())
        .jsonMapper(JSON)
        .feature(ToolsFeature.ofSync(new Tools()))
        .requestStateCodec(HmacRequestStateCodec.builder().key(key).ttl(Duration.ofMinutes(10)).jsonMapper(JSON).build())
        .build();
    return HttpServletMcpTransport.builder(server).jsonMapper(JSON).endpoint("/mcp").build();
  }

  /** The answer to the {@code confirm} question, as the client sends it. */
  record Answer(String action, Map<String, Object> content) {}

  private static final class Tools implements McpSyncToolRepository {
    private final McpSyncTool confirmOrder = McpSyncTool.of(CONFIRM_ORDER, Tools::confirmOrder);

    @Override
    public ToolsPage list(McpRequestContext context, String cursor) {
      return ToolsPage.of(List.of(CONFIRM_ORDER));
    }

    @Override
    public McpSyncTool find(McpRequestContext context, String name) {
      return CONFIRM_ORDER.name().equals(name) ? confirmOrder : null;
    }

    private static McpSyncResponse<CallToolOutcome> confirmOrder(McpRequestContext context, CallToolRequest request) {
      Object item = request.arguments() == null ? null : request.arguments().get("item");
      if (item != null && !(item instanceof String)) {
        throw McpException.invalidParams("item must be a string");
      }
      String itemName = item == null ? "widget" : (String) item;
      String state = "confirm_order:" + itemName;
      Answer answer = request.inputResponses() == null ? null
          : InputResponses.get(request.inputResponses(), "confirm", Answer.class, JSON);
      if (answer == null || !state.equals(request.requestState())) {
        return McpSyncResponse.result(InputRequiredResult.builder()
            .elicit("confirm", ElicitFormRequest.builder("Confirm order of " + itemName + "?", CONFIRMATION_FORM).build())
            .requestState(state)
            .build());
      }
      boolean confirmed = "accept".equals(answer.action()) && answer.content() != null
          && Boolean.TRUE.equals(answer.content().get("confirmed"));
      return McpSyncResponse.result(CallToolResult.builder()
          .addContent(TextContent.builder(confirmed ? "order confirmed: " + itemName : "cancelled").build())
          .build());
    }
  }
}
