package io.mcpgen.runtime.typed;

import io.mcpgen.runtime.client.ClientTransport;
import io.mcpgen.runtime.client.McpClientEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.function.Consumer;

/**
 * How a framework finds the typed clients mcpgen generated, without reflection: for each
 * {@code @McpServer} or {@code @McpClient} interface the processor writes
 * {@code <Interface>McpClientEngine.Registration} and lists it in
 * {@code META-INF/services/io.mcpgen.runtime.typed.McpClientRegistration}.
 *
 * @param <C> the generated client, {@code <Interface>McpClientEngine}
 */
public interface McpClientRegistration<C extends AutoCloseable> {

  /** The annotated interface the client calls. */
  Class<?> clientInterface();

  /** The generated client class. */
  Class<C> clientType();

  /**
   * Builds a client over {@code transport}: {@code settings} first (client info, call defaults),
   * then every hook {@code hooks} has for the questions the interface declares.
   */
  C create(ClientTransport transport, HookSource hooks, Consumer<McpClientEngine.Builder> settings);

  /** Every registration on {@code loader}'s class path, in class-path order. */
  static List<McpClientRegistration<?>> all(ClassLoader loader) {
    List<McpClientRegistration<?>> found = new ArrayList<>();
    for (McpClientRegistration<?> registration : ServiceLoader.load(McpClientRegistration.class, loader)) {
      found.add(registration);
    }
    return found;
  }
}
