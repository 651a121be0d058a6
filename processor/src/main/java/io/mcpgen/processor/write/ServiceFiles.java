package io.mcpgen.processor.write;

/** Where generated modules and server registrations are listed for {@code ServiceLoader}. */
public final class ServiceFiles {

  /** The service file of jackson-databind's modules. */
  public static final String JACKSON_MODULES = "META-INF/services/" + RuntimeNames.JACKSON_MODULE_SERVICE;

  /** The service file of the generated server registrations ({@code <Interface>McpServer$Registration}). */
  public static final String SERVER_REGISTRATIONS = "META-INF/services/" + RuntimeNames.SERVER_REGISTRATION_SERVICE;

  /** The service file of the generated client registrations ({@code <Interface>McpClient$Registration}). */
  public static final String CLIENT_REGISTRATIONS = "META-INF/services/" + RuntimeNames.CLIENT_REGISTRATION_SERVICE;

  private ServiceFiles() {}
}
