package io.mcpgen.processor.write;

/** Where generated modules are registered for {@code ServiceLoader}. */
public final class ServiceFiles {

  /** The service file of jackson-databind's modules. */
  public static final String JACKSON_MODULES = "META-INF/services/" + RuntimeNames.JACKSON_MODULE_SERVICE;

  private ServiceFiles() {}
}
