package io.mcpgen.legacy.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.LogMessage;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.LogLevel;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.testkit.http.JdkBaselineServer;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * mcpgen's client and mcpgen's own 2025-era sessions over Streamable HTTP: a session's server
 * sends log messages only after {@code logging/setLevel}, so the call's {@code CallOptions.log}
 * hears them only because the client sets the level first, in the session.
 */
class SessionLogLevelHttpTest {

  private JdkBaselineServer server;

  @BeforeEach
  void start() throws Exception {
    McpServerEngine engine = McpServerEngine.builder()
        .serverInfo("log-server", "1")
        .tool(JsonObject.builder().put("name", "log")
                .put("inputSchema", JsonObject.of("type", JsonString.of("object"))).build(),
            McpHandler.simple(call -> {
              call.log(LogLevel.DEBUG, "tests", JsonString.of("too chatty"));
              call.log(LogLevel.INFO, "tests", JsonString.of("hello"));
              return JsonObject.of("content", JsonArray.of(JsonObject.builder().put("type", "text")
                  .put("text", "logged").build()));
            }))
        .build();
    server = JdkBaselineServer.builder(engine).start();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aCallAskingForInfoHearsTheSessionsInfoMessageAndNotItsDebugOne() {
    StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(server.endpointUri());
    try (McpClientEngine client = McpClientEngine.builder(transport).supportedVersions("2025-11-25").build()) {
      List<LogMessage> heard = new CopyOnWriteArrayList<>();
      CallOptions info = client.defaults().toBuilder().log(LogLevel.INFO, heard::add).build();
      client.callTool("log", JsonObject.empty(), info).join().resultOrThrow();
      assertEquals(List.of(JsonString.of("hello")), heard.stream().map(LogMessage::data).toList());
      assertEquals("2025-11-25", client.protocolVersion());
    }
  }
}
