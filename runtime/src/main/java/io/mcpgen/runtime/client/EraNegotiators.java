package io.mcpgen.runtime.client;

import java.lang.System.Logger.Level;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/** Finds an {@link EraNegotiator} on the class path. */
final class EraNegotiators {

  private static final System.Logger LOG = System.getLogger(EraNegotiators.class.getName());

  private EraNegotiators() {}

  /** The first negotiator listed that speaks {@code version}, or null. */
  static EraNegotiator onClassPath(String version) {
    try {
      for (EraNegotiator negotiator : ServiceLoader.load(EraNegotiator.class, EraNegotiators.class.getClassLoader())) {
        if (negotiator.speaks(version)) {
          return negotiator;
        }
      }
    } catch (ServiceConfigurationError broken) {
      LOG.log(Level.WARNING, "an era negotiator on the class path could not be loaded", broken);
    }
    return null;
  }
}
