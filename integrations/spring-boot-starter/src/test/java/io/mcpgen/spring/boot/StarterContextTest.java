package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.InMemoryReplayGuard;
import io.mcpgen.runtime.state.KeyRing;
import io.mcpgen.runtime.state.KeyRingFile;
import io.mcpgen.runtime.state.Protection;
import io.mcpgen.runtime.state.RejectionReason;
import io.mcpgen.runtime.state.ReplayGuard;
import io.mcpgen.runtime.state.RequestBinding;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.state.StateRejectedException;
import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormHook;
import io.mcpgen.servlet.McpServlet;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.support.SpringFactoriesLoader;

/** What the auto-configuration adds to an application, and how it fails to start. */
class StarterContextTest {

  static final String KEY = Base64.getEncoder().encodeToString(filled(32, 'k'));

  private static final AutoConfigurations STARTER = AutoConfigurations.of(McpgenMetricsAutoConfiguration.class,
      McpServerAutoConfiguration.class, McpgenHealthAutoConfiguration.class, McpClientsAutoConfiguration.class);

  private final WebApplicationContextRunner web = new WebApplicationContextRunner().withConfiguration(STARTER);

  static byte[] filled(int length, char fill) {
    byte[] bytes = new byte[length];
    Arrays.fill(bytes, (byte) fill);
    return bytes;
  }

  @Configuration(proxyBeanMethods = false)
  static class PlainApp {
    @Bean
    StringBuilder somethingElse() {
      return new StringBuilder("not mcp");
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class GreeterApp {
    @Bean
    Greeter greeter() {
      return new Greeter.Polite();
    }
  }

  @Test
  void theAnnotationSaysWhoTheServerIsOverTheApplicationsName() {
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "spring.application.name=greetings")
        .run(context -> {
          McpServerEngine engine = context.getBean(McpServerEngine.class);
          assertThat(engine.serverInfo().toString())
              .isEqualTo("{\"name\":\"greeter\",\"version\":\"1.0\",\"title\":\"Greeter\"}");
          assertThat(engine.instructions()).isEqualTo("Greets people by name.");
        });
  }

  @Test
  void eachPropertySetOverridesItsPartOfTheAnnotation() {
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.version=2.5",
            "mcpgen.server.instructions=Say hello.")
        .run(context -> {
          McpServerEngine engine = context.getBean(McpServerEngine.class);
          assertThat(engine.serverInfo().toString())
              .isEqualTo("{\"name\":\"greeter\",\"version\":\"2.5\",\"title\":\"Greeter\"}");
          assertThat(engine.instructions()).isEqualTo("Say hello.");
        });
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.name=desk",
            "mcpgen.server.title=Front desk")
        .run(context -> {
          assertThat(context.getBean(McpServerEngine.class).serverInfo().toString())
              .isEqualTo("{\"name\":\"desk\",\"version\":\"1.0\",\"title\":\"Front desk\"}");
          assertThat(context.getBean(RequestStateCodec.class).audience()).isEqualTo("desk");
        });
  }

  @Configuration(proxyBeanMethods = false)
  static class KeyRingApp {
    @Bean
    KeyRing keyRing() {
      return KeyRing.builder().key("old", filled(32, 'o')).key("new", filled(32, 'n')).activeKey("new").build();
    }

    @Bean
    ReplayGuard replayGuard() {
      return new InMemoryReplayGuard(1000);
    }
  }

  @Test
  void anApplicationWithoutMcpgenInterfacesGetsNothing() {
    web.withUserConfiguration(PlainApp.class).withPropertyValues("mcpgen.request-state.keys.k1=" + KEY)
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(starterBeans(context)).isEmpty();
          assertThat(context).doesNotHaveBean(ServletRegistrationBean.class);
        });
    new ApplicationContextRunner().withConfiguration(STARTER).withUserConfiguration(PlainApp.class)
        .run(context -> assertThat(starterBeans(context)).isEmpty());
  }

  /** The beans of mcpgen's classes in {@code context}, but for this test's own configuration. */
  private static java.util.List<String> starterBeans(org.springframework.context.ApplicationContext context) {
    return Arrays.stream(context.getBeanDefinitionNames())
        .filter(name -> {
          String type = context.getBean(name).getClass().getName();
          return type.startsWith("io.mcpgen") && !type.startsWith(StarterContextTest.class.getName());
        })
        .toList();
  }

  @Test
  void theNoBeansCheckWouldSeeTheStartersBeans() {
    web.withUserConfiguration(GreeterApp.class).withPropertyValues("mcpgen.request-state.keys.k1=" + KEY)
        .run(context -> assertThat(starterBeans(context)).contains("mcpgenServerEngine", "mcpgenRequestStateCodec"));
  }

  @Test
  void aServerBeanIsServedAtTheConfiguredPathThroughTheServletAdapter() {
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.path=/tools/mcp",
            "spring.application.name=greetings")
        .run(context -> {
          assertThat(context).hasNotFailed();
          ServletRegistrationBean<?> servlet = context.getBean(ServletRegistrationBean.class);
          assertThat(servlet.getServlet()).isInstanceOf(McpServlet.class);
          assertThat(servlet.getUrlMappings()).containsExactly("/tools/mcp");
          McpServerEngine engine = context.getBean(McpServerEngine.class);
          assertThat(engine.capabilities().names()).contains("tools");
          RequestStateCodec codec = context.getBean(RequestStateCodec.class);
          assertThat(codec.audience()).isEqualTo("greeter"); // the annotation's name, not the application's
          assertThat(codec.activeKeyId()).isEqualTo("k1");
          // Spring Security is on the test class path: its principal is the requestState principal.
          assertThat(context.getBean(HttpAuthenticator.class)).isInstanceOf(SpringSecurityAuthenticator.class);
          assertThat(context.getBean(McpServerBeans.class).interfaceNames()).containsExactly(Greeter.class.getName());
        });
  }

  @Configuration(proxyBeanMethods = false)
  static class MeteredApp {
    @Bean
    MeterRegistry meterRegistry() {
      return new SimpleMeterRegistry();
    }
  }

  @Test
  void theCloseProbeIntervalIsAProperty() {
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.close-probe-interval=250ms")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBean(StreamableHttpSettings.class).closeProbeInterval()).isEqualTo(Duration.ofMillis(250));
        });
  }

  @Test
  void theHttpMemoryBudgetIsAPropertyAndItsUseAGauge() {
    web.withUserConfiguration(GreeterApp.class, MeteredApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.memory-budget=64MB")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBean(StreamableHttpSettings.class).memoryBudget()).isEqualTo(64L * 1024 * 1024);
          MeterRegistry registry = context.getBean(MeterRegistry.class);
          assertThat(registry.get("mcpgen.server.http.memory.budget").gauge().value()).isEqualTo(64.0 * 1024 * 1024);
          assertThat(registry.get("mcpgen.server.http.memory.used").gauge().value()).isEqualTo(0.0);
        });
  }

  @Test
  void withoutAKeyStartupFailsNamingTheProperty() {
    web.withUserConfiguration(GreeterApp.class).run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("mcpgen.request-state.keys")
          .hasMessageContaining("KeyRing");
    });
  }

  @Test
  void aKeyThatIsNotBase64IsNamedAndNotShown() {
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=not*base64*secret")
        .run(context -> assertThat(context.getStartupFailure()).rootCause()
            .hasMessageContaining("mcpgen.request-state.keys.k1")
            .hasMessageNotContaining("not*base64*secret"));
  }

  @Configuration(proxyBeanMethods = false)
  static class FormalAnswers {
    @Bean
    FormHook<Greeter.Style> formally() {
      return question -> Elicited.accepted(new Greeter.Style(true));
    }
  }

  @Test
  void anInMemoryClientBeanCallsTheApplicationsOwnServerAcrossRounds() {
    web.withUserConfiguration(GreeterApp.class, FormalAnswers.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY,
            "mcpgen.clients.self.type=" + Greeter.class.getName(), "mcpgen.clients.self.in-memory=true")
        .run(context -> {
          assertThat(context).hasNotFailed();
          GreeterMcpClient self = context.getBean("selfMcpClient", GreeterMcpClient.class);
          assertThat(self.greet(new Greeter.Person("Ada")).text()).isEqualTo("Good day, Ada");
        });
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.clients.self.type="
            + Greeter.class.getName(), "mcpgen.clients.self.in-memory=true", "mcpgen.clients.self.url=http://x/mcp")
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getDescription())
            .contains("more than one of mcpgen.clients.self.url, mcpgen.clients.self.command and "
                + "mcpgen.clients.self.in-memory is set"));
  }

  @Test
  void theLegacySessionSettingsArePropertiesWithTheRuntimesDefaults() {
    web.withUserConfiguration(GreeterApp.class).withPropertyValues("mcpgen.request-state.keys.k1=" + KEY)
        .run(context -> {
          StreamableHttpSettings http = context.getBean(StreamableHttpSettings.class);
          StreamableHttpSettings defaults = StreamableHttpSettings.builder().build();
          assertThat(http.legacySessions()).isEqualTo(defaults.legacySessions()).isTrue();
          assertThat(http.maxSessions()).isEqualTo(defaults.maxSessions());
          assertThat(http.maxSessionsPerPrincipal()).isEqualTo(defaults.maxSessionsPerPrincipal());
          assertThat(http.sessionIdleTimeout()).isEqualTo(defaults.sessionIdleTimeout());
        });
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.legacy-sessions.enabled=false",
            "mcpgen.server.legacy-sessions.max-sessions=50", "mcpgen.server.legacy-sessions.max-per-principal=4",
            "mcpgen.server.legacy-sessions.idle-timeout=5m")
        .run(context -> {
          StreamableHttpSettings http = context.getBean(StreamableHttpSettings.class);
          assertThat(http.legacySessions()).isFalse();
          assertThat(http.maxSessions()).isEqualTo(50);
          assertThat(http.maxSessionsPerPrincipal()).isEqualTo(4);
          assertThat(http.sessionIdleTimeout()).isEqualTo(Duration.ofMinutes(5));
        });
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.legacy-sessions.max-per-principal=0")
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getDescription())
            .contains("mcpgen.server.legacy-sessions.max-per-principal is 0"));
  }

  @Test
  void anUnresolvedPlaceholderIsNamedAsSuchWithTheVariableToSet() {
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.desk-2026-12=${MCPGEN_TEST_UNSET_KEY_VARIABLE}")
        .run(context -> {
          assertThat(context).hasFailed();
          FailureAnalysis analysis = new McpgenFailureAnalyzer().analyze(context.getStartupFailure());
          assertThat(analysis).isNotNull();
          assertThat(analysis.getDescription()).isEqualTo("mcpgen could not start: mcpgen.request-state.keys."
              + "desk-2026-12 is ${MCPGEN_TEST_UNSET_KEY_VARIABLE}, a placeholder nothing resolved.");
          assertThat(analysis.getAction()).startsWith(
              "Set the environment variable or property MCPGEN_TEST_UNSET_KEY_VARIABLE to the base64 of at least 32");
        });
  }

  @Test
  void everyConfigurationFailureOfTheStarterIsAnalyzedWithOneAction() {
    web.withUserConfiguration(GreeterApp.class).run(context -> {
      FailureAnalysis analysis = new McpgenFailureAnalyzer().analyze(context.getStartupFailure());
      assertThat(analysis.getDescription()).contains("No requestState key");
      assertThat(analysis.getAction()).startsWith("Set mcpgen.request-state.keys.<id>").doesNotContain("\n");
    });
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + KEY, "mcpgen.server.path=/mcp/*")
        .run(context -> assertThat(new McpgenFailureAnalyzer().analyze(context.getStartupFailure()).getAction())
            .startsWith("Set mcpgen.server.path to a path starting with '/'"));
    // Spring Boot finds the analyzer through spring.factories (others there need arguments: skipped).
    assertThat(SpringFactoriesLoader.forDefaultResourceLocation(getClass().getClassLoader())
        .load(FailureAnalyzer.class, null, SpringFactoriesLoader.FailureHandler.handleMessage((message, failure) -> { })))
        .anyMatch(McpgenFailureAnalyzer.class::isInstance);
  }

  @Test
  void aShortKeyIsRefusedByTheCodecWithThePropertyPrefix() {
    web.withUserConfiguration(GreeterApp.class)
        .withPropertyValues("mcpgen.request-state.keys.k1=" + Base64.getEncoder().encodeToString(filled(16, 's')))
        .run(context -> assertThat(context.getStartupFailure())
            .hasStackTraceContaining("mcpgen.request-state: key \"k1\" is 16 bytes"));
  }

  @Test
  void aKeyRingBeanReplacesTheKeyPropertiesAndAReplayGuardBeanIsUsed() {
    web.withUserConfiguration(GreeterApp.class, KeyRingApp.class).withPropertyValues("mcpgen.request-state.ttl=2m")
        .run(context -> {
          assertThat(context).hasNotFailed();
          RequestStateCodec codec = context.getBean(RequestStateCodec.class);
          assertThat(codec.activeKeyId()).isEqualTo("new");
          assertThat(codec.ttl()).hasMinutes(2);
          RequestBinding binding = RequestBinding.of("tools/call", JsonObject.empty(), null);
          String token = codec.mint(binding, 1, JsonObject.empty(), Protection.SIGNED);
          codec.verify(token, binding);
          assertThatThrownBy(() -> codec.verify(token, binding)).isInstanceOfSatisfying(StateRejectedException.class,
              rejected -> assertThat(rejected.reason()).isEqualTo(RejectionReason.REPLAYED));
        });
  }

  @Test
  void aKeyRingFileBeanRotatesWithoutARestartAndHealthShowsTheRingInUse(@TempDir Path folder) throws Exception {
    Path file = folder.resolve("keys");
    String old = Base64.getEncoder().encodeToString(filled(32, 'o'));
    String next = Base64.getEncoder().encodeToString(filled(32, 'n'));
    Files.writeString(file, "key old " + old + "\n");
    KeyRingFile source = KeyRingFile.load(file);
    web.withUserConfiguration(GreeterApp.class).withBean(KeyRingFile.class, () -> source).run(context -> {
      assertThat(context).hasNotFailed();
      RequestStateCodec codec = context.getBean(RequestStateCodec.class);
      McpgenHealthIndicator health = context.getBean(McpgenHealthIndicator.class);
      assertThat(health.health().getDetails()).containsEntry("activeKey", "old")
          .containsEntry("keys", List.of("old"));

      Files.writeString(file, "key old " + old + "\nkey new " + next + "\nactive new\n");
      assertThat(source.reload()).isEqualTo(KeyRingFile.Reload.LOADED);

      assertThat(codec.activeKeyId()).isEqualTo("new");
      assertThat(health.health().getDetails()).containsEntry("activeKey", "new")
          .containsEntry("keys", List.of("old", "new")).containsEntry("keysLoaded", true);
    });
  }

  @Test
  void mcpgenServerEnabledFalseTurnsTheServerOff() {
    web.withUserConfiguration(GreeterApp.class).withPropertyValues("mcpgen.server.enabled=false")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context).doesNotHaveBean(McpServerEngine.class);
        });
  }
}
