package io.mcpgen.spring.boot;

import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.web.embedded.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Tomcat has no deadline for a whole request head, and Spring Boot 3.5.7 leaves its
 * {@code connectionTimeout} (the wait for the request line, and for each read) at Tomcat's 60 s.
 * Unless the application sets {@code server.tomcat.connection-timeout} itself, the MCP server's
 * container waits 20 s (the value of Tomcat's own {@code server.xml}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass(name = "org.springframework.boot.web.embedded.tomcat.ConfigurableTomcatWebServerFactory")
class McpgenTomcatDefaults {

  static final String CONNECTION_TIMEOUT_PROPERTY = "server.tomcat.connection-timeout";
  static final String CONNECTION_TIMEOUT_MILLIS = "20000";

  @Bean
  WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory> mcpgenTomcatConnectionTimeout(Environment environment) {
    return factory -> {
      if (!environment.containsProperty(CONNECTION_TIMEOUT_PROPERTY)) {
        factory.addConnectorCustomizers(connector -> connector.setProperty("connectionTimeout", CONNECTION_TIMEOUT_MILLIS));
      }
    };
  }
}
