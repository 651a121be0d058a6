package io.mcpgen.spring.boot;

import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.typed.McpClientRegistration;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.util.List;
import java.util.Map;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;

/**
 * Registers a typed client bean, {@code <name>McpClient}, for each {@code mcpgen.clients.<name>}:
 * the generated client of the interface named by {@code type} (found through its generated
 * {@link McpClientRegistration}), over Streamable HTTP to {@code url}, with the call limits of the
 * properties and the application's hook beans ({@link BeanHookSource}). Closed with the context.
 */
final class McpClientBeans implements BeanDefinitionRegistryPostProcessor, EnvironmentAware, BeanClassLoaderAware {

  static final String PREFIX = "mcpgen.clients";

  private Environment environment;
  private ClassLoader classLoader;

  @Override
  public void setEnvironment(Environment environment) {
    this.environment = environment;
  }

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.classLoader = classLoader;
  }

  static Map<String, McpgenProperties.Client> bind(Environment environment) {
    return Binder.get(environment).bind(PREFIX, Bindable.mapOf(String.class, McpgenProperties.Client.class))
        .orElse(Map.of());
  }

  @Override
  public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) throws BeansException {
    Map<String, McpgenProperties.Client> clients = bind(environment);
    if (clients.isEmpty()) {
      return;
    }
    List<McpClientRegistration<?>> registrations = McpClientRegistration.all(classLoader);
    ListableBeanFactory beans = (ListableBeanFactory) registry;
    clients.forEach((name, settings) -> register(registry, beans, name, settings, find(registrations, name, settings)));
  }

  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) throws BeansException {
    // Everything happens while bean definitions are registered.
  }

  private static McpClientRegistration<?> find(List<McpClientRegistration<?>> registrations, String name,
      McpgenProperties.Client settings) {
    String property = PREFIX + "." + name + ".type";
    if (settings.getType() == null || settings.getType().isBlank()) {
      throw new McpgenConfigurationException(property + " is not set", "Set it to the fully qualified name of the "
          + "@McpServer or @McpClient interface the client calls");
    }
    for (McpClientRegistration<?> registration : registrations) {
      if (registration.clientInterface().getName().equals(settings.getType())
          || registration.clientType().getName().equals(settings.getType())) {
        return registration;
      }
    }
    throw new McpgenConfigurationException(property + " is " + settings.getType() + ", which has no generated "
        + "client on the class path", "Annotate the interface with @McpServer or @McpClient and compile it with "
        + "mcpgen's processor (annotationProcessorPaths), or correct the name");
  }

  private static <C extends AutoCloseable> void register(BeanDefinitionRegistry registry, ListableBeanFactory beans,
      String name, McpgenProperties.Client settings, McpClientRegistration<C> registration) {
    URI url = url(name, settings);
    RootBeanDefinition definition = new RootBeanDefinition(registration.clientType(),
        () -> create(registration, url, settings, beans));
    definition.setDestroyMethodName("close");
    registry.registerBeanDefinition(name + "McpClient", definition);
  }

  private static <C extends AutoCloseable> C create(McpClientRegistration<C> registration, URI url,
      McpgenProperties.Client settings, ListableBeanFactory beans) {
    HttpClient http = HttpClient.newBuilder()
        .version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(settings.getConnectTimeout())
        .build();
    StreamableHttpClientTransport transport = StreamableHttpClientTransport.builder(url).httpClient(http).build();
    CallOptions defaults = CallOptions.builder()
        .maxRounds(settings.getMaxRounds())
        .roundTimeout(settings.getRoundTimeout())
        .maxTotalTimeout(settings.getCallTimeout())
        .build();
    return registration.create(transport, new BeanHookSource(beans), client -> client.defaults(defaults));
  }

  private static URI url(String name, McpgenProperties.Client settings) {
    String property = PREFIX + "." + name + ".url";
    if (settings.getUrl() == null || settings.getUrl().isBlank()) {
      throw new McpgenConfigurationException(property + " is not set", "Set it to the server's Streamable HTTP "
          + "endpoint, e.g. https://orders.example.com/mcp");
    }
    try {
      URI url = new URI(settings.getUrl());
      if (!"http".equals(url.getScheme()) && !"https".equals(url.getScheme())) {
        throw new McpgenConfigurationException(property + " is " + settings.getUrl() + ", not an http or https URL",
            "Set it to the server's Streamable HTTP endpoint, e.g. https://orders.example.com/mcp");
      }
      return url;
    } catch (URISyntaxException malformed) {
      throw new McpgenConfigurationException(property + " is not a URL (" + malformed.getMessage() + ")",
          "Set it to the server's Streamable HTTP endpoint, e.g. https://orders.example.com/mcp", malformed);
    }
  }
}
