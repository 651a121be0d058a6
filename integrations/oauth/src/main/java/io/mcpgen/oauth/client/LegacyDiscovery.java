package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.GrantType;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.id.Issuer;
import com.nimbusds.oauth2.sdk.pkce.CodeChallengeMethod;
import java.net.URI;
import java.util.List;
import net.minidev.json.JSONObject;

/**
 * Authorization discovery as the 2025-03-26 revision had it, for servers that publish no
 * protected resource metadata (RFC 9728): the MCP server's origin is the authorization server,
 * its metadata at {@code /.well-known/oauth-authorization-server} there (RFC 8414, its
 * {@code issuer} the origin), else the default endpoints {@code /authorize}, {@code /token} and
 * {@code /register} at that origin. Used only after {@link Discovery#resource} found no metadata.
 */
final class LegacyDiscovery {

  private final Discovery discovery;

  LegacyDiscovery(Discovery discovery) {
    this.discovery = discovery;
  }

  /** The resource as a 2025-03-26 server is one: its endpoint, authorized by {@code server}. */
  static ResourceMetadata resource(URI endpoint, AuthorizationServerMetadata server) {
    return new ResourceMetadata(endpoint.toString(), List.of(server.getIssuer().getValue()), List.of(), null);
  }

  /**
   * The metadata of the authorization server at {@code endpoint}'s origin, or the default
   * endpoints there when it publishes none. A document naming another issuer than the origin
   * (with or without the trailing slash) is refused. Only for https, or http on loopback (the same
   * rule as for authorization servers).
   */
  AuthorizationServerMetadata authorizationServer(URI endpoint) {
    if (endpoint.getHost() == null || !("https".equalsIgnoreCase(endpoint.getScheme())
        || "http".equalsIgnoreCase(endpoint.getScheme()) && Discovery.isLoopback(endpoint.getHost()))) {
      throw new OAuthException(endpoint + " publishes no protected resource metadata, and is not https (plain http only"
          + " on loopback): its origin is not taken as an authorization server");
    }
    String issuer = issuer(endpoint);
    URI location = Discovery.origin(endpoint).resolve("/.well-known/oauth-authorization-server");
    JSONObject document = discovery.getJson(location);
    if (document == null) {
      return defaults(issuer);
    }
    AuthorizationServerMetadata metadata;
    try {
      metadata = AuthorizationServerMetadata.parse(document);
    } catch (ParseException e) {
      throw new OAuthException("the authorization server metadata at " + location + " is malformed: " + e.getMessage());
    }
    String named = metadata.getIssuer().getValue();
    if (!named.equals(issuer) && !named.equals(issuer + "/")) {
      throw new OAuthException("the authorization server metadata at " + location + " names the issuer " + named
          + ", not " + issuer + ": refused");
    }
    if (metadata.getAuthorizationEndpointURI() == null && metadata.getTokenEndpointURI() == null) {
      throw new OAuthException("the authorization server metadata at " + location + " has no endpoints");
    }
    return metadata;
  }

  /** The origin, without a trailing slash: the 2025-03-26 authorization base URL. */
  static String issuer(URI endpoint) {
    String origin = Discovery.origin(endpoint).toString();
    return origin.substring(0, origin.length() - 1);
  }

  private static AuthorizationServerMetadata defaults(String issuer) {
    AuthorizationServerMetadata metadata = new AuthorizationServerMetadata(new Issuer(issuer));
    metadata.setAuthorizationEndpointURI(URI.create(issuer + "/authorize"));
    metadata.setTokenEndpointURI(URI.create(issuer + "/token"));
    metadata.setRegistrationEndpointURI(URI.create(issuer + "/register"));
    metadata.setResponseTypes(List.of(ResponseType.CODE));
    metadata.setGrantTypes(List.of(GrantType.AUTHORIZATION_CODE, GrantType.REFRESH_TOKEN));
    metadata.setCodeChallengeMethods(List.of(CodeChallengeMethod.S256));
    return metadata;
  }
}
