package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.McpServerEngine;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;

/**
 * {@code /actuator/mcp}: what the application serves over MCP, as clients see it: the server's
 * {@code serverInfo}, instructions, capabilities, the {@code @McpServer} interfaces and beans
 * behind them, and every tool, prompt, resource and resource template with its schemas.
 * Exposed like any endpoint ({@code management.endpoints.web.exposure.include=mcp}).
 */
@Endpoint(id = "mcp")
public class McpActuatorEndpoint {

  private final McpServerEngine engine;
  private final List<McpServerBeans.Served> served;

  McpActuatorEndpoint(McpServerEngine engine, List<McpServerBeans.Served> served) {
    this.engine = engine;
    this.served = List.copyOf(served);
  }

  /** The whole description, in the order above. */
  @ReadOperation
  public Map<String, Object> describe() {
    Map<String, Object> description = new LinkedHashMap<>();
    description.put("serverInfo", PlainJson.of(engine.serverInfo()));
    description.put("instructions", engine.instructions());
    description.put("supportedVersions", engine.supportedVersions());
    description.put("capabilities", PlainJson.of(engine.capabilities()));
    Map<String, String> beans = new LinkedHashMap<>();
    served.forEach(bean -> beans.put(bean.beanName(), bean.serviceInterface().getName()));
    description.put("beans", beans);
    description.put("tools", PlainJson.of(engine.tools()));
    description.put("prompts", PlainJson.of(engine.prompts()));
    description.put("resources", PlainJson.of(engine.resources()));
    description.put("resourceTemplates", PlainJson.of(engine.resourceTemplates()));
    return description;
  }
}
