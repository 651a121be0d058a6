package io.mcpgen.runtime.server;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * How a framework finds the server stubs mcpgen generated, without reflection: for each
 * {@code @McpServer} interface the processor writes {@code <Interface>McpServer.Registration} and
 * lists it in {@code META-INF/services/io.mcpgen.runtime.server.McpServerRegistration}. A
 * framework that holds an implementation of {@link #serviceInterface()} registers it with
 * {@link #register}, which calls the generated {@code <Interface>McpServer.register(builder,
 * implementation)}.
 *
 * @param <T> the {@code @McpServer} interface
 */
public interface McpServerRegistration<T> {

  /** The {@code @McpServer} interface. */
  Class<T> serviceInterface();

  /**
   * The interface's {@code @McpServer} name, version, title and instructions: the server's
   * identity unless the framework is configured otherwise.
   */
  ServerIdentity identity();

  /** Registers every tool, prompt and resource of the interface on {@code builder}, served by {@code implementation}. */
  McpServerEngine.Builder register(McpServerEngine.Builder builder, T implementation);

  /**
   * Registers {@code implementation}, which must implement {@link #serviceInterface()} (checked,
   * with a cast, not reflection).
   *
   * @throws ClassCastException when it does not
   */
  default McpServerEngine.Builder registerInstance(McpServerEngine.Builder builder, Object implementation) {
    return register(builder, serviceInterface().cast(implementation));
  }

  /** Every registration on {@code loader}'s class path, in class-path order. */
  static List<McpServerRegistration<?>> all(ClassLoader loader) {
    List<McpServerRegistration<?>> found = new ArrayList<>();
    for (McpServerRegistration<?> registration : ServiceLoader.load(McpServerRegistration.class, loader)) {
      found.add(registration);
    }
    return found;
  }
}
