package io.mcpgen.oauth.client;

import java.net.URI;
import java.util.List;

/**
 * An MCP server's OAuth protected resource metadata (RFC 9728), the members the client uses.
 *
 * @param resource the resource identifier, exactly as published (sent as the {@code resource} parameter)
 * @param authorizationServers the issuer identifiers of the authorization servers, in order
 * @param scopesSupported the scopes the resource knows; empty when not published
 * @param location where the document was read
 */
public record ResourceMetadata(String resource, List<String> authorizationServers, List<String> scopesSupported,
    URI location) {

  public ResourceMetadata {
    authorizationServers = List.copyOf(authorizationServers);
    scopesSupported = List.copyOf(scopesSupported);
  }
}
