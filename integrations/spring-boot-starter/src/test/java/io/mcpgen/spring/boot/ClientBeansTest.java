package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.mcpgen.runtime.client.McpException;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormHook;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Typed client beans from {@code mcpgen.clients.<name>.*}: over stdio, with headers, with versions. */
class ClientBeansTest {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(McpClientsAutoConfiguration.class));

  /** The answer to the greeter's one question. */
  @Configuration(proxyBeanMethods = false)
  static class Answers {
    @Bean
    FormHook<Greeter.Style> formally() {
      return question -> Elicited.accepted(new Greeter.Style(true));
    }
  }

  /** This JVM and class path, running {@link GreeterOverStdio}. */
  private static String[] stdioCommand(String property) {
    String java = ProcessHandle.current().info().command().orElse("java");
    return new String[] {property + "[0]=" + java, property + "[1]=-cp",
        property + "[2]=" + System.getProperty("java.class.path"), property + "[3]=" + GreeterOverStdio.class.getName()};
  }

  @Test
  void aCommandStartsALocalServerThatTheClientBeanCallsOverStdioAcrossRounds() {
    runner.withUserConfiguration(Answers.class)
        .withPropertyValues("mcpgen.clients.local.type=" + Greeter.class.getName(),
            "mcpgen.clients.local.env.GREETER_STDIO=on")
        .withPropertyValues(stdioCommand("mcpgen.clients.local.command"))
        .run(context -> {
          assertThat(context).hasNotFailed();
          GreeterMcpClient greeter = context.getBean("localMcpClient", GreeterMcpClient.class);
          assertThat(greeter.greet(new Greeter.Person("Ada")).text()).isEqualTo("Good day, Ada");
        });
  }

  /** A stand-in server that records what it is sent and refuses every call with 503. */
  static final class Recorder implements AutoCloseable {
    final Map<String, List<String>> headers = new ConcurrentHashMap<>();
    final List<String> bodies = new CopyOnWriteArrayList<>();
    private final HttpServer server;

    Recorder() throws IOException {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
      server.createContext("/mcp", exchange -> {
        exchange.getRequestHeaders().forEach(headers::put);
        bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        exchange.sendResponseHeaders(503, -1);
        exchange.close();
      });
      server.start();
    }

    String url() {
      return "http://127.0.0.1:" + server.getAddress().getPort() + "/mcp";
    }

    /** Calls greet through the client bean {@code name}, which the stand-in refuses. */
    void greetThrough(ApplicationContextRunner runner, String name, String... properties) {
      runner.withUserConfiguration(Answers.class)
          .withPropertyValues("mcpgen.clients." + name + ".type=" + Greeter.class.getName(),
              "mcpgen.clients." + name + ".url=" + url(), "mcpgen.clients." + name + ".max-rounds=1")
          .withPropertyValues(properties)
          .run(context -> {
            GreeterMcpClient greeter = context.getBean(name + "McpClient", GreeterMcpClient.class);
            assertThatThrownBy(() -> greeter.greet(new Greeter.Person("Ada"))).isInstanceOf(McpException.class);
          });
    }

    @Override
    public void close() {
      server.stop(0);
    }
  }

  @Test
  void theSupportedVersionsReachTheClient() throws Exception {
    try (Recorder recorder = new Recorder()) {
      recorder.greetThrough(runner, "current");
      assertThat(recorder.bodies.get(0)).contains("\"method\":\"tools/call\"");
    }
    try (Recorder recorder = new Recorder()) {
      recorder.greetThrough(runner, "older", "mcpgen.clients.older.supported-versions=2025-11-25");
      assertThat(recorder.bodies.get(0)).contains("\"method\":\"initialize\"").contains("2025-11-25");
    }
  }

  @Test
  void theHeadersGoWithEveryHttpRequest() throws Exception {
    try (Recorder recorder = new Recorder()) {
      recorder.greetThrough(runner, "remote", "mcpgen.clients.remote.headers.X-Api-Key=abc123");
      assertThat(recorder.headers.get("X-api-key")).containsExactly("abc123");
    }
  }

  @Test
  void aClientWithBothOrNeitherTransportIsAnalyzed() {
    runner.withPropertyValues("mcpgen.clients.both.type=" + Greeter.class.getName(),
            "mcpgen.clients.both.url=http://127.0.0.1:1/mcp", "mcpgen.clients.both.command=greeter")
        .run(context -> {
          FailureAnalysis analysis = new McpgenFailureAnalyzer().analyze(context.getStartupFailure());
          assertThat(analysis.getDescription())
              .contains("more than one of mcpgen.clients.both.url, mcpgen.clients.both.command");
        });
    runner.withPropertyValues("mcpgen.clients.none.type=" + Greeter.class.getName())
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getAction())
            .contains("mcpgen.clients.none.command"));
    runner.withPropertyValues("mcpgen.clients.local.type=" + Greeter.class.getName(),
            "mcpgen.clients.local.command=greeter", "mcpgen.clients.local.headers.X-Api-Key=abc")
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getDescription())
            .contains("headers is set for a stdio server"));
  }
}
