package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mcpgen.runtime.client.McpException;
import io.mcpgen.runtime.transport.http.client.HttpClientAuthorizer;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormHook;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** {@code mcpgen.clients.<name>.oauth.*}: a client bean that gets its own token, with no user present. */
class OAuthClientBeansTest {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(McpClientsAutoConfiguration.class));

  /** A protected MCP endpoint and its authorization server in one stand-in, recording what it is sent. */
  private HttpServer server;
  private final List<String> mcpAuthorizations = new CopyOnWriteArrayList<>();
  private final List<String> tokenRequests = new CopyOnWriteArrayList<>();
  private final List<String> tokenProofs = new CopyOnWriteArrayList<>();
  private final List<String> mcpProofs = new CopyOnWriteArrayList<>();

  @Configuration(proxyBeanMethods = false)
  static class Answers {
    @Bean
    FormHook<Greeter.Style> formally() {
      return question -> Elicited.accepted(new Greeter.Style(true));
    }
  }

  private String base() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/mcp", exchange -> {
      String authorization = exchange.getRequestHeaders().getFirst("Authorization");
      exchange.getRequestBody().readAllBytes();
      if (authorization == null) {
        exchange.getResponseHeaders().add("WWW-Authenticate",
            "Bearer resource_metadata=\"" + base() + "/.well-known/oauth-protected-resource/mcp\"");
        exchange.sendResponseHeaders(401, -1);
      } else {
        mcpAuthorizations.add(authorization);
        String proof = exchange.getRequestHeaders().getFirst("DPoP");
        mcpProofs.add(proof == null ? "" : proof);
        exchange.sendResponseHeaders(503, -1); // admitted; what happens next is not this test's
      }
      exchange.close();
    });
    server.createContext("/.well-known/oauth-protected-resource", exchange -> json(exchange,
        "{\"resource\":\"" + base() + "/mcp\",\"authorization_servers\":[\"" + base() + "/as\"]}"));
    server.createContext("/.well-known/oauth-authorization-server", exchange -> json(exchange,
        "{\"issuer\":\"" + base() + "/as\",\"token_endpoint\":\"" + base() + "/as/token\","
            + "\"grant_types_supported\":[\"client_credentials\"],\"response_types_supported\":[\"code\"],"
            + "\"token_endpoint_auth_methods_supported\":[\"client_secret_basic\"]}"));
    server.createContext("/as/token", exchange -> {
      tokenRequests.add(exchange.getRequestHeaders().getFirst("Authorization") + " "
          + new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
      String proof = exchange.getRequestHeaders().getFirst("DPoP");
      tokenProofs.add(proof == null ? "" : proof);
      json(exchange, "{\"access_token\":\"machine-token-1\",\"token_type\":\"" + (proof == null ? "Bearer" : "DPoP")
          + "\",\"expires_in\":3600}");
    });
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private static void json(HttpExchange exchange, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    exchange.sendResponseHeaders(200, bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }

  @Test
  void aClientWithASecretGetsItsTokenByClientCredentialsAndSendsIt() {
    runner.withUserConfiguration(Answers.class)
        .withPropertyValues("mcpgen.clients.orders.type=" + Greeter.class.getName(),
            "mcpgen.clients.orders.url=" + base() + "/mcp", "mcpgen.clients.orders.max-rounds=1",
            "mcpgen.clients.orders.oauth.issuer=" + base() + "/as",
            "mcpgen.clients.orders.oauth.client-id=nightly-job",
            "mcpgen.clients.orders.oauth.client-secret=s3cr3t-value")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBean("ordersMcpOAuth")).isInstanceOf(HttpClientAuthorizer.class);
          GreeterMcpClient orders = context.getBean("ordersMcpClient", GreeterMcpClient.class);
          assertThatThrownBy(() -> orders.greet(new Greeter.Person("Ada"))).isInstanceOf(McpException.class);
        });
    String basic = "Basic " + Base64.getEncoder().encodeToString("nightly-job:s3cr3t-value".getBytes(StandardCharsets.UTF_8));
    assertThat(tokenRequests).hasSize(1);
    assertThat(tokenRequests.get(0)).startsWith(basic + " ").contains("grant_type=client_credentials");
    assertThat(mcpAuthorizations).isNotEmpty().allMatch("Bearer machine-token-1"::equals);
    assertThat(tokenProofs).containsOnly("");
    assertThat(mcpProofs).isNotEmpty().containsOnly("");
  }

  @Test
  void dpopTrueAsksForADpopBoundTokenAndSendsItWithAProof() {
    runner.withUserConfiguration(Answers.class)
        .withPropertyValues("mcpgen.clients.orders.type=" + Greeter.class.getName(),
            "mcpgen.clients.orders.url=" + base() + "/mcp", "mcpgen.clients.orders.max-rounds=1",
            "mcpgen.clients.orders.oauth.issuer=" + base() + "/as",
            "mcpgen.clients.orders.oauth.client-id=nightly-job",
            "mcpgen.clients.orders.oauth.client-secret=s3cr3t-value",
            "mcpgen.clients.orders.oauth.dpop=true")
        .run(context -> {
          assertThat(context).hasNotFailed();
          GreeterMcpClient orders = context.getBean("ordersMcpClient", GreeterMcpClient.class);
          assertThatThrownBy(() -> orders.greet(new Greeter.Person("Ada"))).isInstanceOf(McpException.class);
        });
    assertThat(tokenProofs).hasSize(1).allMatch(proof -> proof.split("\\.").length == 3);
    assertThat(mcpAuthorizations).isNotEmpty().allMatch("DPoP machine-token-1"::equals);
    assertThat(mcpProofs).isNotEmpty().allMatch(proof -> proof.split("\\.").length == 3);
  }

  @Test
  void eachMistakeInTheOAuthSettingsIsAnalyzed() {
    String[] client = {"mcpgen.clients.orders.type=" + Greeter.class.getName(),
        "mcpgen.clients.orders.url=http://127.0.0.1:1/mcp"};
    runner.withPropertyValues(client).withPropertyValues("mcpgen.clients.orders.oauth.client-id=job")
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getDescription())
            .contains("mcpgen.clients.orders.oauth.issuer is not set"));
    runner.withPropertyValues(client).withPropertyValues("mcpgen.clients.orders.oauth.issuer=https://as.example",
            "mcpgen.clients.orders.oauth.client-id=job", "mcpgen.clients.orders.oauth.client-secret=x",
            "mcpgen.clients.orders.oauth.private-key=/no/such.pem")
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getDescription())
            .contains("more than one is set"));
    runner.withPropertyValues(client).withPropertyValues("mcpgen.clients.orders.oauth.issuer=https://as.example",
            "mcpgen.clients.orders.oauth.client-id=job", "mcpgen.clients.orders.oauth.private-key=/no/such.pem")
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getDescription())
            .contains("mcpgen.clients.orders.oauth.private-key /no/such.pem cannot be read"));
  }
}
