package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.catalina.connector.Connector;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.web.embedded.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.embedded.tomcat.TomcatConnectorCustomizer;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.ApplicationContext;
import org.springframework.core.ResolvableType;

/** The Boot 3 starter's Tomcat connection timeout (Boot 3.5's Tomcat classes): 20 s unless the application set its own. */
class McpgenTomcatDefaultsTest {

  private final WebApplicationContextRunner web = new WebApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(McpServerAutoConfiguration.class))
      .withUserConfiguration(StarterContextTest.GreeterApp.class)
      .withPropertyValues("mcpgen.request-state.keys.k1=" + StarterContextTest.KEY);

  @Test
  void tomcatWaitsTwentySecondsForARequestLineByDefault() {
    web.run(context -> assertThat(connectionTimeout(context)).isEqualTo(20_000));
  }

  @Test
  void anApplicationsOwnConnectionTimeoutIsLeftAlone() {
    web.withPropertyValues("server.tomcat.connection-timeout=5s")
        .run(context -> assertThat(connectionTimeout(context)).isEqualTo(new Connector().getProperty("connectionTimeout")));
  }

  /** The connector's timeout once every Tomcat customizer of the context has run on a fresh factory. */
  @SuppressWarnings("unchecked")
  private static Object connectionTimeout(ApplicationContext context) {
    TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory();
    String[] names = context.getBeanNamesForType(
        ResolvableType.forClassWithGenerics(WebServerFactoryCustomizer.class, ConfigurableTomcatWebServerFactory.class));
    assertThat(names).isNotEmpty();
    for (String name : names) {
      ((WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory>) context.getBean(name)).customize(factory);
    }
    Connector connector = new Connector();
    for (TomcatConnectorCustomizer customizer : factory.getTomcatConnectorCustomizers()) {
      customizer.customize(connector);
    }
    return connector.getProperty("connectionTimeout");
  }
}
