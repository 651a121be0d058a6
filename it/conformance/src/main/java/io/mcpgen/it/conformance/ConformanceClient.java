package io.mcpgen.it.conformance;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.mrtr.ProtocolVersions;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The client under test for {@code conformance client --command}: it runs the scenario named by
 * {@code MCP_CONFORMANCE_SCENARIO} against the mock server at the URL the suite appends. Exit 0
 * when the client did what the scenario asks without error, 1 when a call failed, 2 for a
 * scenario this client does not know.
 *
 * <p>{@code MCP_CONFORMANCE_PROTOCOL_VERSION} names the revision the run checks: for a 2025-era
 * one the client speaks both eras (2026-07-28 first, then that version), so it probes with
 * {@code server/discover} and falls back to {@code initialize} against the suite's 2025 mocks.
 */
final class ConformanceClient {

  static final String SCENARIO = "MCP_CONFORMANCE_SCENARIO";
  /** The scenario's data, as JSON (e.g. the tool calls to make), when it has any. */
  static final String CONTEXT = "MCP_CONFORMANCE_CONTEXT";
  static final String PROTOCOL_VERSION = "MCP_CONFORMANCE_PROTOCOL_VERSION";

  private ConformanceClient() {}

  static int run(URI url, Map<String, String> environment) {
    String scenario = environment.getOrDefault(SCENARIO, "");
    List<String> versions = versions(environment.get(PROTOCOL_VERSION));
    ScenarioCalls.versions = versions;
    if (scenario.startsWith("auth/")) {
      return AuthScenarios.run(url, environment);
    }
    switch (scenario) {
      case "tools_call":
        return toolsCall(url, versions);
      case "initialize":
        return ScenarioCalls.run(url, ScenarioCalls::listTools);
      case "elicitation-sep1034-client-defaults":
      case "sse-retry":
        return ScenarioCalls.run(url, ScenarioCalls::everyTool);
      case "request-metadata":
        return ScenarioCalls.run(url, ScenarioCalls::discover);
      case "http-standard-headers":
        return ScenarioCalls.run(url, ScenarioCalls::everyListAndFirstEntry);
      case "sep-2322-client-request-state":
        return ScenarioCalls.run(url, ScenarioCalls::everyTool);
      case "json-schema-ref-no-deref":
        return ScenarioCalls.run(url, ScenarioCalls::listTools);
      case "json-schema-2020-12-preservation":
        return ScenarioCalls.run(url, ScenarioCalls::echoSchema);
      case "sep-2640-client-no-prefetch":
        return ScenarioCalls.run(url, SkillScenarios::listOnly);
      case "sep-2640-client-verify-digest":
      case "sep-2640-client-verify-size":
      case "sep-2640-client-verify-frontmatter":
        return ScenarioCalls.run(url, SkillScenarios::loadFirstSkill);
      case "http-custom-headers":
        return customHeaders(url, environment.getOrDefault(CONTEXT, "{}"));
      case "http-invalid-tool-headers":
        return ScenarioCalls.run(url, ScenarioCalls::everyTool);
      default:
        System.err.println("scenario not supported by this client: " + (scenario.isEmpty() ? "(none)" : scenario));
        return 2;
    }
  }

  /**
   * Makes the context's {@code toolCalls} through the typed client of {@link HeaderTools}, which
   * mirrors the {@code @Header} arguments without a {@code tools/list}.
   */
  private static int customHeaders(URI url, String context) {
    try (StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(url);
        HeaderToolsMcpClient tools = HeaderToolsMcpClient.builder(transport)
            .clientInfo("mcpgen-conformance-client", "1.0.0")
            .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(20)).build())
            .build()) {
      JsonValue calls = Json.parse(context).asObject().get("toolCalls");
      for (JsonValue call : calls == null ? List.<JsonValue>of() : calls.asArray().elements()) {
        String name = call.asObject().get("name").asString();
        JsonValue arguments = call.asObject().get("arguments");
        switch (name) {
          case "test_custom_headers":
            System.out.println(tools.customHeaders(Json.decode(arguments,
                HeaderTools_CustomHeadersJsonCodec.INSTANCE)));
            break;
          case "test_custom_headers_null":
            System.out.println(tools.customHeadersNull(Json.decode(arguments,
                HeaderTools_NullableHeadersJsonCodec.INSTANCE)));
            break;
          default:
            System.err.println("http-custom-headers: a tool this client does not know: " + name);
            return 1;
        }
      }
      return 0;
    } catch (RuntimeException e) {
      System.err.println("http-custom-headers failed: " + e);
      return 1;
    }
  }

  /**
   * The versions the client speaks for the revision under test: 2026-07-28 alone for it (or when
   * none is named), both eras for a 2025-era revision. For an older revision the bridge does not
   * speak (2025-03-26, whose scenarios check the authorization discovery of that time), every
   * 2025-era version it does, which the suite's mock servers also accept.
   */
  static List<String> versions(String revision) {
    if (revision == null || revision.isEmpty() || revision.equals(ProtocolVersions.LATEST)) {
      return List.of(ProtocolVersions.LATEST);
    }
    if (!ProtocolVersions.isEra2025(revision)) {
      List<String> versions = new ArrayList<>(List.of(ProtocolVersions.LATEST));
      versions.addAll(ProtocolVersions.ERA_2025);
      return List.copyOf(versions);
    }
    return List.of(ProtocolVersions.LATEST, revision);
  }

  /** Calls {@code add_numbers} once and prints its answer. */
  private static int toolsCall(URI url, List<String> versions) {
    try (StreamableHttpClientTransport transport = StreamableHttpClientTransport.connect(url);
        CalculatorMcpClient calculator = CalculatorMcpClient.builder(transport)
            .clientInfo("mcpgen-conformance-client", "1.0.0")
            .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(20)).build())
            .configure(settings -> settings.supportedVersions(versions.toArray(String[]::new)))
            .build()) {
      System.out.println(calculator.addNumbers(new Calculator.Operands(5, 3)));
      return 0;
    } catch (RuntimeException e) {
      System.err.println("tools_call failed: " + e.getMessage());
      return 1;
    }
  }
}
