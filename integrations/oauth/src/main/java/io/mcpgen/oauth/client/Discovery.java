package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.GeneralException;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.http.HTTPRequest;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.util.JSONObjectUtils;
import io.mcpgen.oauth.http.JdkHttp;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.minidev.json.JSONObject;

/**
 * Finds an MCP server's protected resource metadata (RFC 9728) and its authorization server's
 * metadata (RFC 8414, OpenID Connect Discovery), at the locations and in the order the MCP
 * authorization specification gives, with the identity checks it requires.
 */
final class Discovery {

  private final JdkHttp http;

  Discovery(JdkHttp http) {
    this.http = http;
  }

  /**
   * The protected resource metadata of {@code endpoint}: from the challenge's
   * {@code resource_metadata} when given, else from {@code /.well-known/oauth-protected-resource}
   * with the endpoint's path inserted, else at the root. Its {@code resource} must name the
   * endpoint (same origin, the endpoint's path within its path). Empty only when the challenge
   * named no metadata and no well-known location has any (a server of the 2025-03-26 revision,
   * before RFC 9728); a named document that cannot be read, or a document that does not fit, is an
   * error.
   */
  Optional<ResourceMetadata> resource(URI endpoint, String resourceMetadataUrl) {
    List<URI> candidates = new ArrayList<>();
    if (resourceMetadataUrl != null) {
      candidates.add(URI.create(resourceMetadataUrl));
    } else {
      String path = endpoint.getRawPath() == null ? "" : endpoint.getRawPath();
      if (path.endsWith("/")) {
        path = path.substring(0, path.length() - 1);
      }
      if (!path.isEmpty()) {
        candidates.add(origin(endpoint).resolve("/.well-known/oauth-protected-resource" + path));
      }
      candidates.add(origin(endpoint).resolve("/.well-known/oauth-protected-resource"));
    }
    for (URI candidate : candidates) {
      JSONObject document = getJson(candidate);
      if (document == null) {
        continue;
      }
      ResourceMetadata metadata;
      try {
        String resource = JSONObjectUtils.getString(document, "resource");
        List<String> servers = JSONObjectUtils.getStringList(document, "authorization_servers", List.of());
        List<String> scopes = JSONObjectUtils.getStringList(document, "scopes_supported", List.of());
        metadata = new ResourceMetadata(resource, servers, scopes, candidate);
      } catch (ParseException e) {
        throw new OAuthException("the protected resource metadata at " + candidate + " is malformed: " + e.getMessage());
      }
      if (!names(metadata.resource(), endpoint)) {
        throw new OAuthException("the protected resource metadata at " + candidate + " is for " + metadata.resource()
            + ", not for " + endpoint + ": refused");
      }
      if (metadata.authorizationServers().isEmpty()) {
        throw new OAuthException("the protected resource metadata at " + candidate + " names no authorization server");
      }
      return Optional.of(metadata);
    }
    if (resourceMetadataUrl == null) {
      return Optional.empty();
    }
    throw new OAuthException("no protected resource metadata found for " + endpoint + " (tried " + candidates + ")");
  }

  /**
   * The metadata of the authorization server {@code issuer}: RFC 8414 with the issuer's path
   * inserted, then OpenID Connect Discovery with it inserted, then appended. A document whose
   * {@code issuer} is not exactly {@code issuer} is refused (and the next location tried).
   */
  AuthorizationServerMetadata authorizationServer(String issuer) {
    URI issuerUri;
    try {
      issuerUri = URI.create(issuer);
    } catch (IllegalArgumentException e) {
      throw new OAuthException("the authorization server " + issuer + " is not a URL");
    }
    if (issuerUri.getHost() == null || issuerUri.getRawQuery() != null || issuerUri.getRawFragment() != null
        || !("https".equalsIgnoreCase(issuerUri.getScheme()) || "http".equalsIgnoreCase(issuerUri.getScheme())
            && isLoopback(issuerUri.getHost()))) {
      throw new OAuthException("the authorization server " + issuer
          + " is not an https URL without query or fragment (plain http only on loopback): refused");
    }
    String path = issuerUri.getRawPath() == null ? "" : issuerUri.getRawPath();
    if (path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    URI origin = origin(issuerUri);
    List<URI> candidates = new ArrayList<>();
    candidates.add(origin.resolve("/.well-known/oauth-authorization-server" + path));
    candidates.add(origin.resolve("/.well-known/openid-configuration" + path));
    if (!path.isEmpty()) {
      candidates.add(origin.resolve(path + "/.well-known/openid-configuration"));
    }
    boolean mismatched = false;
    for (URI candidate : candidates) {
      JSONObject document = getJson(candidate);
      if (document == null) {
        continue;
      }
      AuthorizationServerMetadata metadata;
      try {
        metadata = AuthorizationServerMetadata.parse(document);
      } catch (ParseException e) {
        throw new OAuthException("the authorization server metadata at " + candidate + " is malformed: " + e.getMessage());
      }
      if (!issuer.equals(metadata.getIssuer().getValue())) {
        mismatched = true; // RFC 8414 section 3.3: must not be used
        continue;
      }
      if (metadata.getAuthorizationEndpointURI() == null && metadata.getTokenEndpointURI() == null) {
        throw new OAuthException("the authorization server metadata at " + candidate + " has no endpoints");
      }
      return metadata;
    }
    throw new OAuthException(mismatched
        ? "the authorization server metadata for " + issuer + " names another issuer: refused"
        : "no authorization server metadata found for " + issuer + " (tried " + candidates + ")");
  }

  /** The JSON object at {@code location}, or null for a 404 or another non-200 answer. */
  JSONObject getJson(URI location) {
    if (!"https".equalsIgnoreCase(location.getScheme()) && !"http".equalsIgnoreCase(location.getScheme())) {
      throw new OAuthException("not an HTTP URL: " + location);
    }
    try {
      HTTPRequest request = new HTTPRequest(HTTPRequest.Method.GET, location);
      request.setAccept("application/json");
      HTTPResponse response = http.send(request);
      if (response.getStatusCode() != 200) {
        return null;
      }
      return JSONObjectUtils.parse(response.getBody());
    } catch (ParseException e) {
      throw new OAuthException("the document at " + location + " is not a JSON object");
    } catch (IOException e) {
      throw new OAuthException("could not read " + location + ": " + e.getMessage(), e);
    }
  }

  /**
   * Whether the resource identifier names the endpoint: same scheme, host and port, and the
   * endpoint's path is the identifier's path or below it.
   */
  static boolean names(String resource, URI endpoint) {
    if (resource == null) {
      return false;
    }
    URI id;
    try {
      id = URI.create(resource);
    } catch (IllegalArgumentException e) {
      return false;
    }
    if (id.getScheme() == null || id.getHost() == null || id.getRawFragment() != null
        || !id.getScheme().equalsIgnoreCase(endpoint.getScheme())
        || !id.getHost().toLowerCase(Locale.ROOT).equals(endpoint.getHost().toLowerCase(Locale.ROOT))
        || port(id) != port(endpoint)) {
      return false;
    }
    String idPath = id.getRawPath() == null ? "" : id.getRawPath();
    String path = endpoint.getRawPath() == null ? "" : endpoint.getRawPath();
    if (idPath.endsWith("/")) {
      idPath = idPath.substring(0, idPath.length() - 1);
    }
    return path.equals(idPath) || path.startsWith(idPath + "/") || idPath.isEmpty();
  }

  static boolean isLoopback(String host) {
    String name = host.toLowerCase(Locale.ROOT);
    return name.equals("localhost") || name.equals("127.0.0.1") || name.equals("[::1]");
  }

  private static int port(URI uri) {
    return uri.getPort() >= 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
  }

  static URI origin(URI uri) {
    return URI.create(uri.getScheme() + "://" + uri.getRawAuthority() + "/");
  }

  /** Whether a parse or transport failure of a Nimbus call is worth the message as is. */
  static String describe(GeneralException e) {
    return e.getErrorObject() != null && e.getErrorObject().getCode() != null ? e.getErrorObject().getCode() : e.getMessage();
  }
}
