package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.EngineListener;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.KeyRingSource;
import io.mcpgen.runtime.state.ReplayGuard;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.servlet.McpServlet;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;

/**
 * Serves the application's {@code @McpServer} beans: one engine holding every bean that
 * implements a generated server's interface, served at {@code mcpgen.server.path} by the
 * application's own servlet container through {@link McpServlet}. Adds nothing when no bean
 * implements such an interface.
 */
@AutoConfiguration
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass({McpServlet.class, ServletRegistrationBean.class})
@ConditionalOnProperty(prefix = "mcpgen.server", name = "enabled", matchIfMissing = true)
@Conditional(McpServerBeansCondition.class)
@EnableConfigurationProperties(McpgenProperties.class)
@Import(McpgenTomcatDefaults.class)
public class McpServerAutoConfiguration {

  /** The server's name: {@code mcpgen.server.name}, else {@code spring.application.name}, else "mcpgen-server". */
  static String serverName(McpgenProperties properties, Environment environment) {
    String name = properties.getServer().getName();
    if (name == null || name.isBlank()) {
      name = environment.getProperty("spring.application.name", "mcpgen-server");
    }
    return name;
  }

  @Bean
  @ConditionalOnMissingBean
  RequestStateCodec mcpgenRequestStateCodec(McpgenProperties properties, Environment environment,
      ObjectProvider<KeyRingSource> keyRing, ObjectProvider<ReplayGuard> replayGuard) {
    McpgenProperties.RequestState settings = properties.getRequestState();
    String audience = settings.getAudience() != null ? settings.getAudience() : serverName(properties, environment);
    return RequestStateCodecs.build(settings, audience, keyRing.getIfUnique(), replayGuard.getIfUnique());
  }

  @Bean
  McpServerBeans mcpgenServerBeans(ConfigurableListableBeanFactory beans) {
    return new McpServerBeans(beans.getBeanClassLoader(), beans);
  }

  @Bean
  @ConditionalOnMissingBean
  McpServerEngine mcpgenServerEngine(McpgenProperties properties, Environment environment, RequestStateCodec codec,
      McpServerBeans servers, ObjectProvider<EngineListener> listeners) {
    McpgenProperties.Server settings = properties.getServer();
    McpServerEngine.Builder engine = McpServerEngine.builder()
        .serverInfo(serverName(properties, environment), settings.getVersion())
        .requestState(codec)
        .maxRounds(settings.getMaxRounds())
        .listener(CompositeEngineListener.of(listeners.orderedStream().toList()));
    if (settings.getInstructions() != null) {
      engine.instructions(settings.getInstructions());
    }
    servers.registerAll(engine);
    return engine.build();
  }

  @Bean
  @ConditionalOnMissingBean
  StreamableHttpSettings mcpgenHttpSettings(McpgenProperties properties, ObjectProvider<HttpAuthenticator> authenticator) {
    McpgenProperties.Server settings = properties.getServer();
    StreamableHttpSettings.Builder http = StreamableHttpSettings.builder()
        .allowedHosts(settings.getAllowedHosts().toArray(String[]::new))
        .allowedOrigins(settings.getAllowedOrigins().toArray(String[]::new))
        .maxBodyBytes(settings.getMaxBodySize().toBytes())
        .bodyReadTimeout(settings.getBodyReadTimeout())
        .requestTimeout(settings.getRequestTimeout())
        .keepAliveInterval(settings.getKeepAliveInterval())
        .closeProbeInterval(settings.getCloseProbeInterval());
    if (settings.isAllowAnyHost()) {
      http.allowAnyHost();
    }
    if (settings.getMemoryBudget() != null) {
      http.memoryBudget(settings.getMemoryBudget().toBytes());
    }
    HttpAuthenticator chosen = authenticator.getIfUnique();
    if (chosen != null) {
      http.authenticator(chosen);
    }
    return http.build();
  }

  @Bean
  ServletRegistrationBean<McpServlet> mcpgenServlet(McpgenProperties properties, McpServerEngine engine,
      StreamableHttpSettings settings, ObjectProvider<McpgenMetrics> metrics) {
    String path = properties.getServer().getPath();
    if (path == null || !path.startsWith("/") || path.contains("*")) {
      throw new IllegalStateException("mcpgen.server.path must be an exact path starting with '/', e.g. /mcp; was "
          + path);
    }
    McpServlet mcp = McpServlet.builder(engine).settings(settings).build();
    metrics.ifAvailable(meters -> meters.httpMemory(mcp::memoryInUse, settings.memoryBudget()));
    ServletRegistrationBean<McpServlet> servlet = new ServletRegistrationBean<>(mcp, path);
    servlet.setName("mcpgen");
    servlet.setAsyncSupported(true);
    return servlet;
  }

  /**
   * With Spring Security on the class path, the authenticated user of each request (its
   * {@code Authentication} name) becomes the principal requestState binds to, unless the
   * application declares its own {@link HttpAuthenticator}.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.security.core.context.SecurityContextHolder")
  static class SpringSecurityPrincipal {

    @Bean
    @ConditionalOnMissingBean
    HttpAuthenticator mcpgenSpringSecurityAuthenticator() {
      return new SpringSecurityAuthenticator();
    }
  }
}
