package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.McpServerRegistration;
import io.mcpgen.runtime.server.ServerIdentity;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.ListableBeanFactory;

/**
 * The application's beans that implement an {@code @McpServer} interface, found through the
 * generated registrations ({@link McpServerRegistration}, listed for {@code ServiceLoader}) and
 * registered on the engine by the generated {@code register(...)}.
 */
public final class McpServerBeans {

  /** One bean serving one interface. */
  public record Served(String beanName, Class<?> serviceInterface) {}

  private final List<McpServerRegistration<?>> registrations;
  private final ListableBeanFactory beans;

  McpServerBeans(ClassLoader loader, ListableBeanFactory beans) {
    this.registrations = McpServerRegistration.all(loader);
    this.beans = beans;
  }

  /** Whether any bean implements a generated server's interface (checked by type, before beans are made). */
  static boolean anyIn(ClassLoader loader, ListableBeanFactory beans) {
    for (McpServerRegistration<?> registration : McpServerRegistration.all(loader)) {
      if (beans.getBeanNamesForType(registration.serviceInterface(), true, false).length > 0) {
        return true;
      }
    }
    return false;
  }

  /** The interfaces served, by name, each once, in the order registered. */
  List<String> interfaceNames() {
    List<String> names = new ArrayList<>();
    for (McpServerRegistration<?> registration : registrations) {
      if (beans.getBeanNamesForType(registration.serviceInterface(), true, false).length > 0) {
        names.add(registration.serviceInterface().getName());
      }
    }
    return names;
  }

  /**
   * What the served interfaces' {@code @McpServer} annotations say about the server: the identity
   * they all agree on, or null when no interface is served or two disagree (then configuration
   * or the application's name decides).
   */
  ServerIdentity identity() {
    Set<ServerIdentity> identities = new LinkedHashSet<>();
    for (McpServerRegistration<?> registration : registrations) {
      if (beans.getBeanNamesForType(registration.serviceInterface(), true, false).length > 0) {
        identities.add(registration.identity());
      }
    }
    return identities.size() == 1 ? identities.iterator().next() : null;
  }

  /** Every bean that implements a served interface, with the interface, in the order registered. */
  List<Served> served() {
    List<Served> served = new ArrayList<>();
    for (McpServerRegistration<?> registration : registrations) {
      for (String name : beans.getBeanNamesForType(registration.serviceInterface(), true, false)) {
        served.add(new Served(name, registration.serviceInterface()));
      }
    }
    return served;
  }

  /** Registers every bean of every interface on {@code engine}; returns what it registered. */
  List<Served> registerAll(McpServerEngine.Builder engine) {
    List<Served> served = new ArrayList<>();
    for (McpServerRegistration<?> registration : registrations) {
      for (String name : beans.getBeanNamesForType(registration.serviceInterface(), true, false)) {
        registration.registerInstance(engine, beans.getBean(name));
        served.add(new Served(name, registration.serviceInterface()));
      }
    }
    return served;
  }
}
