package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.RequestContext;
import io.mcpgen.runtime.server.ServerReply;
import io.micrometer.common.KeyValue;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.transport.ReceiverContext;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** One Micrometer observation per round, with the tool, the round and the outcome, and the client's traceparent. */
class ObservationsTest {

  private static final String TRACEPARENT = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";

  /** What a tracer would see: each observation's start and stop. */
  static final class Recorder implements ObservationHandler<Observation.Context> {
    final List<String> events = new CopyOnWriteArrayList<>();

    @Override
    public void onStart(Observation.Context context) {
      String parent = context instanceof ReceiverContext<?> receiver ? propagated(receiver) : "no receiver";
      events.add("start " + context.getName() + " '" + context.getContextualName() + "' "
          + keys(context) + " traceparent=" + parent);
    }

    @Override
    public void onStop(Observation.Context context) {
      events.add("stop " + keys(context));
    }

    @Override
    public boolean supportsContext(Observation.Context context) {
      return true;
    }

    @SuppressWarnings("unchecked")
    private static String propagated(ReceiverContext<?> receiver) {
      ReceiverContext<Object> any = (ReceiverContext<Object>) receiver;
      return any.getGetter().get(any.getCarrier(), "traceparent");
    }

    private static String keys(Observation.Context context) {
      return new TreeMap<>(context.getLowCardinalityKeyValues().stream()
          .collect(Collectors.toMap(KeyValue::getKey, KeyValue::getValue))).toString();
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Observed {
    @Bean
    Recorder recorder() {
      return new Recorder();
    }

    @Bean
    ObservationRegistry observationRegistry(Recorder recorder) {
      ObservationRegistry registry = ObservationRegistry.create();
      registry.observationConfig().observationHandler(recorder);
      return registry;
    }
  }

  private final WebApplicationContextRunner web = new WebApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(McpgenObservationAutoConfiguration.class, McpServerAutoConfiguration.class))
      .withPropertyValues("mcpgen.request-state.keys.k1=" + StarterContextTest.KEY);

  private static JsonObject greet(int id, String more, String meta) {
    return Json.parse("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"greet\","
        + "\"arguments\":{\"name\":\"Ada\"}" + more + ",\"_meta\":{" + meta
        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
        + "\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{\"form\":{}}},"
        + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}}").asObject();
  }

  private static JsonObject send(McpServerEngine engine, JsonObject request) {
    ServerReply reply = engine.handle(request, RequestContext.builder().build()).toCompletableFuture().join();
    return reply.body().orElseThrow().get("result").asObject();
  }

  @Test
  void aTwoRoundCallIsTwoObservationsTheFirstContinuingTheClientsTrace() {
    web.withUserConfiguration(StarterContextTest.GreeterApp.class, Observed.class).run(context -> {
      McpServerEngine engine = context.getBean(McpServerEngine.class);
      JsonObject interim = send(engine, greet(1, "", "\"traceparent\":\"" + TRACEPARENT + "\","));
      send(engine, greet(2, ",\"requestState\":" + Json.stringify(interim.get("requestState"))
          + ",\"inputResponses\":{\"style\":{\"action\":\"accept\",\"content\":{\"formal\":true}}}", ""));

      assertThat(context.getBean(Recorder.class).events).containsExactly(
          "start mcpgen.server.round 'tools/call greet' {mcp.method=tools/call, mcp.name=greet, mcp.round=1}"
              + " traceparent=" + TRACEPARENT,
          "stop {mcp.method=tools/call, mcp.name=greet, mcp.outcome=input_required, mcp.round=1}",
          "start mcpgen.server.round 'tools/call greet' {mcp.method=tools/call, mcp.name=greet, mcp.round=2}"
              + " traceparent=null",
          "stop {mcp.method=tools/call, mcp.name=greet, mcp.outcome=complete, mcp.round=2}");
    });
  }

  @Test
  void theObservationsCanBeTurnedOff() {
    web.withUserConfiguration(StarterContextTest.GreeterApp.class, Observed.class)
        .withPropertyValues("mcpgen.server.observations.enabled=false")
        .run(context -> {
          send(context.getBean(McpServerEngine.class), greet(1, "", ""));
          assertThat(context.getBean(Recorder.class).events).isEmpty();
        });
  }
}
