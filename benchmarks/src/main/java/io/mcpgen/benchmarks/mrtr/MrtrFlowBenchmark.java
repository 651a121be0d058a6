package io.mcpgen.benchmarks.mrtr;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.server.McpHandler;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One complete 3-round MRTR flow in memory, the SEP's Azure DevOps example: the client calls
 * {@code update_work_item}, the server asks for a resolution, then (the answer being "Duplicate")
 * for the original work item, then completes. Per flow: 3 requests through the client loop (fresh
 * {@code _meta}, ids, timers), each written to UTF-8 JSON and parsed back by the in-memory
 * transport, 3 engine rounds (dispatch, {@code _meta} rules, answer decoding and pinning, the
 * sequential handler re-run), 2 requestState mints and 2 verifies by the codec (the second
 * sealed with AES-GCM, since it carries an answer), and 2 rounds of the client's form handler.
 *
 * <p>The long warm-up is deliberate: on a small shared machine C2 needs about 30 s to settle.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 12, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class MrtrFlowBenchmark {

  private static final JsonObject RESOLUTION_SCHEMA = object("{\"type\":\"object\",\"properties\":{\"resolution\":"
      + "{\"type\":\"string\",\"enum\":[\"Fixed\",\"Won't Fix\",\"Duplicate\",\"By Design\"]}},\"required\":[\"resolution\"]}");
  private static final JsonObject DUPLICATE_SCHEMA = object("{\"type\":\"object\",\"properties\":{\"duplicateOfId\":"
      + "{\"type\":\"number\"}},\"required\":[\"duplicateOfId\"]}");
  private static final JsonObject ARGUMENTS = object("{\"workItemId\":4522,\"fields\":{\"System.State\":\"Resolved\"}}");
  private static final CompletableFuture<ElicitationAnswer> DUPLICATE =
      CompletableFuture.completedFuture(ElicitationAnswer.accept(object("{\"resolution\":\"Duplicate\"}")));
  private static final CompletableFuture<ElicitationAnswer> ORIGINAL =
      CompletableFuture.completedFuture(ElicitationAnswer.accept(object("{\"duplicateOfId\":4301}")));

  private McpClientEngine client;

  @Setup
  public void setUp() {
    byte[] secret = "benchmark-secret-of-thirty-two-bytes!".getBytes(StandardCharsets.US_ASCII);
    RequestStateCodec codec = RequestStateCodec.builder().audience("ado").key("k1", secret).build();
    McpServerEngine server = McpServerEngine.builder()
        .serverInfo("ado", "1.0")
        .requestState(codec)
        .tool(object("{\"name\":\"update_work_item\",\"inputSchema\":{\"type\":\"object\"}}"),
            McpHandler.sequential((call, exchange) -> {
              ElicitationAnswer resolution = exchange.elicitForm("resolution",
                  "Resolving Bug #4522 requires a resolution. How was this bug resolved?", RESOLUTION_SCHEMA);
              String text = "Bug #4522 resolved as " + resolution.string("resolution");
              if ("Duplicate".equals(resolution.string("resolution"))) {
                ElicitationAnswer original = exchange.elicitForm("duplicate_of",
                    "Since this is a duplicate, which work item is the original?", DUPLICATE_SCHEMA);
                text += " of Bug #" + original.number("duplicateOfId");
              }
              return object("{\"content\":[{\"type\":\"text\",\"text\":\"" + text + "\"}],\"isError\":false}");
            }))
        .build();
    client = McpClientEngine.builder(InMemoryTransport.connect(server))
        .clientInfo("benchmark", "1.0")
        .formElicitation((form, context) -> "resolution".equals(context.key()) ? DUPLICATE : ORIGINAL)
        .build();
    JsonObject result = threeRoundFlow();
    if (!result.toString().contains("Duplicate of Bug #4301")) {
      throw new IllegalStateException("the flow does not complete as expected: " + result);
    }
  }

  /** One whole call: three requests, two interim results, the final result. */
  @Benchmark
  public JsonObject threeRoundFlow() {
    return client.callTool("update_work_item", ARGUMENTS).join().resultOrThrow();
  }

  private static JsonObject object(String json) {
    return Json.parse(json.getBytes(StandardCharsets.UTF_8)).asObject();
  }
}
