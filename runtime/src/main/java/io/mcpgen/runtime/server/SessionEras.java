package io.mcpgen.runtime.server;

import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/** Finds the {@link SessionEra.Provider} on the class path, once. */
final class SessionEras {

  private static final System.Logger LOG = System.getLogger(SessionEras.class.getName());

  private SessionEras() {}

  /** The first provider listed, or null when none is (or none can be loaded, which is logged). */
  static SessionEra.Provider onClassPath() {
    return Found.PROVIDER;
  }

  /** Looked up on first use: an engine built without one never pays for the look-up. */
  private static final class Found {
    static final SessionEra.Provider PROVIDER = load();

    private static SessionEra.Provider load() {
      try {
        Iterator<SessionEra.Provider> providers =
            ServiceLoader.load(SessionEra.Provider.class, SessionEras.class.getClassLoader()).iterator();
        return providers.hasNext() ? providers.next() : null;
      } catch (ServiceConfigurationError broken) {
        LOG.log(System.Logger.Level.WARNING, "no session-based era is served: its provider could not be loaded",
            broken);
        return null;
      }
    }
  }
}
