package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import io.mcpgen.runtime.typed.Elicited;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A Boot application with {@code mcpgen.server.stdio.enabled=true}, started as a host would start it. */
class StdioServingTest {

  private static List<String> command() {
    String java = ProcessHandle.current().info().command().orElse("java");
    return List.of(java, "-cp", System.getProperty("java.class.path"), GreeterStdioApp.class.getName(),
        "--mcpgen.server.stdio.enabled=true", "--mcpgen.request-state.keys.k1=" + StarterContextTest.KEY);
  }

  @Test
  void standardOutputCarriesOnlyProtocolMessagesAndTheAppEndsWithItsInput() throws Exception {
    Process child = new ProcessBuilder(command()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try {
      OutputStream toChild = child.getOutputStream();
      toChild.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\",\"params\":{\"_meta\":{"
          + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
          + "\"io.modelcontextprotocol/clientCapabilities\":{},"
          + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}}}\n")
          .getBytes(StandardCharsets.UTF_8));
      toChild.flush();
      BufferedReader fromChild = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
      String first = fromChild.readLine();
      // Not the banner, not a log line: the answer to the request, first thing on stdout.
      JsonObject answer = Json.parse(first).asObject();
      assertThat(answer.get("id").toString()).isEqualTo("1");
      assertThat(Json.stringify(answer.get("result"))).contains("\"name\":\"greeter\"");
      toChild.close();
      assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("the application ends when its input does").isTrue();
      assertThat(fromChild.readLine()).isNull();
    } finally {
      child.destroyForcibly();
    }
  }

  @Test
  void theTypedClientCompletesAnMrtrCallWithTheBootAppOverStdio() throws Exception {
    try (GreeterMcpClient greeter = GreeterMcpClient.builder(StdioClientTransport.builder(command())
            .stderr(line -> { }).start())
        .onStyle(question -> Elicited.accepted(new Greeter.Style(true)))
        .build()) {
      assertThat(greeter.greet(new Greeter.Person("Ada")).text()).isEqualTo("Good day, Ada");
    }
  }
}
