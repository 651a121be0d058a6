package io.mcpgen.it.conformance;

/**
 * The conformance server's {@link HeaderTools}: the transport has checked every {@code Mcp-Param-*}
 * header against the body before a method runs, so each only says what it routed.
 */
final class HeaderService implements HeaderTools {

  @Override
  public String customHeaders(CustomHeaders arguments) {
    return "routed to " + arguments.region() + " at priority " + arguments.priority();
  }

  @Override
  public String customHeadersNull(NullableHeaders arguments) {
    return "routed to " + arguments.region() + " at priority " + arguments.priority();
  }
}
