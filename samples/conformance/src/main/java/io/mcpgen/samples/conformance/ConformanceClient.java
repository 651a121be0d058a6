package io.mcpgen.samples.conformance;

import io.mcpgen.runtime.mrtr.client.CallOptions;
import io.mcpgen.runtime.transport.http.StreamableHttpClientTransport;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * The client under test for {@code conformance client --command}: it runs the scenario named by
 * {@code MCP_CONFORMANCE_SCENARIO} against the mock server at the URL the suite appends. Exit 0
 * when the client did what the scenario asks without error, 1 when a call failed, 2 for a
 * scenario this client does not know.
 */
final class ConformanceClient {

  static final String SCENARIO = "MCP_CONFORMANCE_SCENARIO";
  /** The scenario's data, as JSON (e.g. the tool calls to make), when it has any. */
  static final String CONTEXT = "MCP_CONFORMANCE_CONTEXT";

  private ConformanceClient() {}

  static int run(URI url, Map<String, String> environment) {
    String scenario = environment.getOrDefault(SCENARIO, "");
    switch (scenario) {
      case "tools_call":
        return toolsCall(url);
      case "request-metadata":
        return ScenarioCalls.run(url, ScenarioCalls::discover);
      case "http-standard-headers":
        return ScenarioCalls.run(url, ScenarioCalls::everyListAndFirstEntry);
      case "sep-2322-client-request-state":
        return ScenarioCalls.run(url, ScenarioCalls::everyTool);
      case "json-schema-ref-no-deref":
        return ScenarioCalls.run(url, ScenarioCalls::listTools);
      case "http-custom-headers":
        return ScenarioCalls.run(url, client -> ScenarioCalls.contextToolCalls(client,
            environment.getOrDefault(CONTEXT, "{}")));
      case "http-invalid-tool-headers":
        return ScenarioCalls.run(url, ScenarioCalls::everyTool);
      default:
        System.err.println("scenario not supported by this client: " + (scenario.isEmpty() ? "(none)" : scenario));
        return 2;
    }
  }

  /** Calls {@code add_numbers} once and prints its answer. */
  private static int toolsCall(URI url) {
    try (StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(url);
        CalculatorMcpClient calculator = CalculatorMcpClient.builder(transport)
            .clientInfo("mcpgen-conformance-client", "1.0.0")
            .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(20)).build())
            .build()) {
      System.out.println(calculator.addNumbers(new Calculator.Operands(5, 3)));
      return 0;
    } catch (RuntimeException e) {
      System.err.println("tools_call failed: " + e.getMessage());
      return 1;
    }
  }
}
