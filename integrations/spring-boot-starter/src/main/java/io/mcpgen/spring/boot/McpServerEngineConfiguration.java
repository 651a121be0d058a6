package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.EngineListener;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.ServerIdentity;
import io.mcpgen.runtime.state.KeyRingSource;
import io.mcpgen.runtime.state.ReplayGuard;
import io.mcpgen.runtime.state.RequestStateCodec;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * The engine that holds the application's {@code @McpServer} beans, and its requestState codec:
 * one of each, whichever transports serve them (the servlet endpoint, stdio, or both).
 */
@Configuration(proxyBeanMethods = false)
class McpServerEngineConfiguration {

  /**
   * Who the server says it is: each of {@code mcpgen.server.name}, {@code .version},
   * {@code .title} and {@code .instructions} when set, else what the served interface's
   * {@code @McpServer} says (when every served interface says the same), else for the name
   * {@code spring.application.name} and then "mcpgen-server", for the version "0".
   */
  static ServerIdentity identity(McpgenProperties properties, Environment environment, McpServerBeans servers) {
    McpgenProperties.Server settings = properties.getServer();
    ServerIdentity annotated = servers.identity();
    String name = firstSet(settings.getName(), annotated == null ? null : annotated.name(),
        environment.getProperty("spring.application.name"), "mcpgen-server");
    String version = firstSet(settings.getVersion(), annotated == null ? null : annotated.version(), "0");
    String title = firstSet(settings.getTitle(), annotated == null ? null : annotated.title());
    String instructions = firstSet(settings.getInstructions(), annotated == null ? null : annotated.instructions());
    return new ServerIdentity(name, version, title, instructions);
  }

  private static String firstSet(String... values) {
    for (String value : values) {
      if (value != null && !value.isBlank()) {
        return value;
      }
    }
    return null;
  }

  @Bean
  @ConditionalOnMissingBean
  RequestStateCodec mcpgenRequestStateCodec(McpgenProperties properties, Environment environment,
      McpServerBeans servers, ObjectProvider<KeyRingSource> keyRing, ObjectProvider<ReplayGuard> replayGuard) {
    McpgenProperties.RequestState settings = properties.getRequestState();
    String audience = settings.getAudience() != null ? settings.getAudience()
        : identity(properties, environment, servers).name();
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
    ServerIdentity identity = identity(properties, environment, servers);
    McpServerEngine.Builder engine = McpServerEngine.builder()
        .serverInfo(identity.serverInfo())
        .requestState(codec)
        .maxRounds(settings.getMaxRounds())
        .listener(CompositeEngineListener.of(listeners.orderedStream().toList()));
    if (identity.instructions() != null) {
      engine.instructions(identity.instructions());
    }
    servers.registerAll(engine);
    return engine.build();
  }

}
