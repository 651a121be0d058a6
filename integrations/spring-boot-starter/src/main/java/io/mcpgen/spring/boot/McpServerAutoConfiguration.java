package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import io.mcpgen.servlet.McpServlet;
import org.springframework.beans.factory.ObjectProvider;
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
@Import({McpServerEngineConfiguration.class, McpgenTomcatDefaults.class})
public class McpServerAutoConfiguration {

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
    legacySessions(http, settings.getLegacySessions());
    if (settings.getMemoryBudget() != null) {
      http.memoryBudget(settings.getMemoryBudget().toBytes());
    }
    HttpAuthenticator chosen = authenticator.getIfUnique();
    if (chosen != null) {
      http.authenticator(chosen);
    }
    return http.build();
  }

  private static void legacySessions(StreamableHttpSettings.Builder http, McpgenProperties.LegacySessions sessions) {
    String prefix = "mcpgen.server.legacy-sessions.";
    http.legacySessions(sessions.isEnabled());
    if (sessions.getMaxSessions() < 1) {
      throw new McpgenConfigurationException(prefix + "max-sessions is " + sessions.getMaxSessions(),
          "Set it to at least 1 (default 1000), or turn 2025-era sessions off with " + prefix + "enabled=false");
    }
    if (sessions.getMaxPerPrincipal() < 1) {
      throw new McpgenConfigurationException(prefix + "max-per-principal is " + sessions.getMaxPerPrincipal(),
          "Set it to at least 1 (default 32)");
    }
    if (sessions.getIdleTimeout() == null || sessions.getIdleTimeout().isNegative()
        || sessions.getIdleTimeout().isZero()) {
      throw new McpgenConfigurationException(prefix + "idle-timeout is " + sessions.getIdleTimeout(),
          "Set it to a positive duration (default 30m)");
    }
    http.maxSessions(sessions.getMaxSessions())
        .maxSessionsPerPrincipal(sessions.getMaxPerPrincipal())
        .sessionIdleTimeout(sessions.getIdleTimeout());
  }

  @Bean
  ServletRegistrationBean<McpServlet> mcpgenServlet(McpgenProperties properties, McpServerEngine engine,
      StreamableHttpSettings settings, ObjectProvider<McpgenMetrics> metrics) {
    String path = properties.getServer().getPath();
    if (path == null || !path.startsWith("/") || path.contains("*")) {
      throw new McpgenConfigurationException("mcpgen.server.path is " + path + ", not an exact path",
          "Set mcpgen.server.path to a path starting with '/' and without wildcards, e.g. /mcp");
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
    HttpAuthenticator mcpgenSpringSecurityAuthenticator(McpgenProperties properties) {
      return new SpringSecurityAuthenticator(properties.getServer().getToolAuthorities());
    }
  }
}
