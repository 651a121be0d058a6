package io.mcpgen.spring.boot;

import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.transport.http.client.HttpClientAuthorizer;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import io.mcpgen.runtime.transport.stdio.client.StdioClientTransport;
import io.mcpgen.runtime.typed.McpClientRegistration;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.nio.file.Path;
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
import org.springframework.util.ClassUtils;

/**
 * Registers a typed client bean, {@code <name>McpClient}, for each {@code mcpgen.clients.<name>}:
 * the generated client of the interface named by {@code type} (found through its generated
 * {@link McpClientRegistration}), over Streamable HTTP to {@code url} (with {@code headers}) or
 * over stdio to a {@code command} it starts (with {@code env}, in {@code directory}), speaking
 * {@code supported-versions}, with the call limits of the properties and the application's hook
 * beans ({@link BeanHookSource}); or, with {@code in-memory}, in memory to the application's own
 * {@code McpServerEngine} (for {@code @SpringBootTest}s). Closed with the context, which ends a
 * stdio server.
 */
final class McpClientBeans implements BeanDefinitionRegistryPostProcessor, EnvironmentAware, BeanClassLoaderAware {

  static final String PREFIX = "mcpgen.clients";

  /** mcpgen-oauth's authorizer, looked for by name so that the module stays optional. */
  private static final String OAUTH_AUTHORIZER = "io.mcpgen.oauth.client.OAuthClientAuthorizer";

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
    String authorizer = oauth(registry, name, settings);
    TransportFactory transport = transport(name, settings, authorizer);
    String[] versions = settings.getSupportedVersions().toArray(String[]::new);
    RootBeanDefinition definition = new RootBeanDefinition(registration.clientType(),
        () -> create(registration, transport, versions, settings, beans));
    definition.setDestroyMethodName("close");
    registry.registerBeanDefinition(name + "McpClient", definition);
  }

  /**
   * Registers the client's OAuth authorizer as a bean of its own, {@code <name>McpOAuth} (closed
   * with the context), when {@code oauth.*} is set; returns its name, or null.
   */
  private static String oauth(BeanDefinitionRegistry registry, String name, McpgenProperties.Client settings) {
    McpgenProperties.ClientOAuth oauth = settings.getOauth();
    if (!oauth.isConfigured()) {
      return null;
    }
    String prefix = PREFIX + "." + name + ".oauth.";
    if (settings.getUrl() == null || settings.getUrl().isBlank()) {
      throw new McpgenConfigurationException(prefix + "* is set for a client that is not over HTTP",
          "OAuth protects servers over Streamable HTTP: set " + PREFIX + "." + name + ".url, or remove the oauth "
          + "settings");
    }
    if (!ClassUtils.isPresent(OAUTH_AUTHORIZER, McpClientBeans.class.getClassLoader())) {
      throw new McpgenConfigurationException(prefix + "* is set but mcpgen-oauth is not on the class path",
          "Add the dependency io.mcpgen:mcpgen-oauth");
    }
    OAuthClientAuthorizers.check(prefix, oauth);
    RootBeanDefinition definition = new RootBeanDefinition(HttpClientAuthorizer.class,
        () -> OAuthClientAuthorizers.build(prefix, oauth));
    definition.setDestroyMethodName("close");
    String bean = name + "McpOAuth";
    registry.registerBeanDefinition(bean, definition);
    return bean;
  }

  /** Opens a client's transport when its bean is made (a stdio server starts then). */
  @FunctionalInterface
  private interface TransportFactory {
    ClientTransport open(ListableBeanFactory beans) throws IOException;
  }

  /** The transport the properties describe: exactly one of url (HTTP) and command (stdio). */
  private static TransportFactory transport(String name, McpgenProperties.Client settings, String authorizer) {
    String prefix = PREFIX + "." + name + ".";
    boolean http = settings.getUrl() != null && !settings.getUrl().isBlank();
    boolean stdio = !settings.getCommand().isEmpty();
    if ((http ? 1 : 0) + (stdio ? 1 : 0) + (settings.isInMemory() ? 1 : 0) > 1) {
      throw new McpgenConfigurationException("more than one of " + prefix + "url, " + prefix + "command and "
          + prefix + "in-memory is set", "Keep url for a server over Streamable HTTP, command for a local server "
          + "over stdio, or in-memory for this application's own server");
    }
    if (settings.isInMemory()) {
      // This application's own engine, without a network: for tests and for calling one's own tools.
      return beans -> InMemoryTransport.connect(beans.getBean(McpServerEngine.class));
    }
    if (stdio) {
      if (!settings.getHeaders().isEmpty()) {
        throw new McpgenConfigurationException(prefix + "headers is set for a stdio server",
            "Pass what the command needs in " + prefix + "env instead");
      }
      List<String> command = List.copyOf(settings.getCommand());
      Map<String, String> env = Map.copyOf(settings.getEnv());
      Path directory = settings.getDirectory() == null ? null : Path.of(settings.getDirectory());
      return beans -> {
        StdioClientTransport.Builder builder = StdioClientTransport.builder(command).environment(env);
        if (directory != null) {
          builder.directory(directory);
        }
        return builder.start();
      };
    }
    URI url = url(name, settings);
    Map<String, String> headers = Map.copyOf(settings.getHeaders());
    return beans -> {
      StreamableHttpClientTransport.Builder builder = StreamableHttpClientTransport.builder(url)
          .httpClient(HttpClient.newBuilder()
              .version(HttpClient.Version.HTTP_1_1)
              .connectTimeout(settings.getConnectTimeout())
              .build())
          .headers(() -> headers);
      if (authorizer != null) {
        builder.authorizer(beans.getBean(authorizer, HttpClientAuthorizer.class));
      }
      return builder.build();
    };
  }

  private static <C extends AutoCloseable> C create(McpClientRegistration<C> registration, TransportFactory transport,
      String[] versions, McpgenProperties.Client settings, ListableBeanFactory beans) {
    CallOptions defaults = CallOptions.builder()
        .maxRounds(settings.getMaxRounds())
        .roundTimeout(settings.getRoundTimeout())
        .maxTotalTimeout(settings.getCallTimeout())
        .build();
    ClientTransport opened;
    try {
      opened = transport.open(beans);
    } catch (IOException failed) {
      throw new UncheckedIOException("could not start " + registration.clientInterface().getSimpleName()
          + "'s server: " + failed.getMessage(), failed);
    }
    try {
      return registration.create(opened, new BeanHookSource(beans), client -> {
        client.defaults(defaults);
        if (versions.length > 0) {
          client.supportedVersions(versions);
        }
      });
    } catch (RuntimeException refused) {
      opened.close(); // a started stdio server must not outlive a client that was never made
      throw refused;
    }
  }

  private static URI url(String name, McpgenProperties.Client settings) {
    String property = PREFIX + "." + name + ".url";
    if (settings.getUrl() == null || settings.getUrl().isBlank()) {
      throw new McpgenConfigurationException(property + " is not set", "Set it to the server's Streamable HTTP "
          + "endpoint, e.g. https://orders.example.com/mcp, or set " + PREFIX + "." + name + ".command to start a "
          + "local server over stdio");
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
