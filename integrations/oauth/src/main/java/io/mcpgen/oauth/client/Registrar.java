package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.GrantType;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.auth.ClientAuthenticationMethod;
import com.nimbusds.oauth2.sdk.client.ClientInformation;
import com.nimbusds.oauth2.sdk.client.ClientInformationResponse;
import com.nimbusds.oauth2.sdk.client.ClientMetadata;
import com.nimbusds.oauth2.sdk.client.ClientRegistrationErrorResponse;
import com.nimbusds.oauth2.sdk.client.ClientRegistrationRequest;
import com.nimbusds.oauth2.sdk.client.ClientRegistrationResponse;
import io.mcpgen.oauth.http.JdkHttp;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Gets this client known to an authorization server, in the MCP specification's order of
 * preference: credentials registered beforehand for that issuer; else a client ID metadata document
 * (its URL as {@code client_id}) when the server supports them and one is configured; else dynamic
 * client registration (RFC 7591) when the server offers it. Registrations are kept per issuer, so
 * credentials of one authorization server are never presented to another.
 */
final class Registrar {

  private final JdkHttp http;
  private final Map<String, ClientCredentials> preRegistered;
  private final URI metadataDocument;
  private final String clientName;
  private final Map<String, Registration> registered = new ConcurrentHashMap<>();

  Registrar(JdkHttp http, Map<String, ClientCredentials> preRegistered, URI metadataDocument, String clientName) {
    this.http = http;
    this.preRegistered = Map.copyOf(preRegistered);
    this.metadataDocument = metadataDocument;
    this.clientName = clientName;
  }

  /** The registration at the server, registering when needed. */
  Registration registration(AuthorizationServerMetadata server, URI redirectUri, boolean wantsRefresh) {
    String issuer = server.getIssuer().getValue();
    Registration known = registered.get(issuer);
    if (known != null) {
      return known;
    }
    Registration registration;
    ClientCredentials given = preRegistered.get(issuer);
    if (given != null) {
      registration = new Registration(issuer, given, secretMethod(server, given));
    } else if (metadataDocument != null && Boolean.TRUE.equals(server.getCustomParameter("client_id_metadata_document_supported"))) {
      registration = new Registration(issuer, new ClientCredentials(metadataDocument.toString(), null),
          ClientAuthenticationMethod.NONE);
    } else if (server.getRegistrationEndpointURI() != null) {
      registration = register(server, redirectUri, wantsRefresh);
    } else {
      throw new OAuthException("no way to register with " + issuer + ": no credentials configured for it, "
          + (metadataDocument == null ? "no client ID metadata document configured" : "no client ID metadata document support")
          + ", and no registration endpoint");
    }
    registered.put(issuer, registration);
    return registration;
  }

  /**
   * The registration that issued tokens to {@code clientId} at the server, without registering:
   * the one made or given for that issuer, else a public client with that id (tokens kept from an
   * earlier run).
   */
  Registration existing(AuthorizationServerMetadata server, String clientId) {
    String issuer = server.getIssuer().getValue();
    Registration known = registered.get(issuer);
    if (known != null && known.credentials().clientId().equals(clientId)) {
      return known;
    }
    ClientCredentials given = preRegistered.get(issuer);
    if (given != null && given.clientId().equals(clientId)) {
      return new Registration(issuer, given, secretMethod(server, given));
    }
    return new Registration(issuer, new ClientCredentials(clientId, null), ClientAuthenticationMethod.NONE);
  }

  /** Forgets the registration at {@code issuer} (e.g. the server refused it). */
  void forget(String issuer) {
    registered.remove(issuer);
  }

  private Registration register(AuthorizationServerMetadata server, URI redirectUri, boolean wantsRefresh) {
    ClientMetadata metadata = new ClientMetadata();
    metadata.setName(clientName);
    metadata.setRedirectionURI(redirectUri);
    metadata.setResponseTypes(Set.of(ResponseType.CODE));
    metadata.setGrantTypes(wantsRefresh ? Set.of(GrantType.AUTHORIZATION_CODE, GrantType.REFRESH_TOKEN)
        : Set.of(GrantType.AUTHORIZATION_CODE));
    metadata.setTokenEndpointAuthMethod(preferredMethod(server));
    // SEP-837: native for a loopback or custom-scheme redirect, web for a hosted one.
    metadata.setCustomField("application_type", isNative(redirectUri) ? "native" : "web");
    ClientRegistrationRequest request = new ClientRegistrationRequest(server.getRegistrationEndpointURI(), metadata, null);
    ClientRegistrationResponse response;
    try {
      response = ClientRegistrationResponse.parse(http.send(request.toHTTPRequest()));
    } catch (ParseException e) {
      throw new OAuthException("the registration response of " + server.getIssuer() + " is malformed: " + e.getMessage());
    } catch (IOException e) {
      throw new OAuthException("could not register with " + server.getIssuer() + ": " + e.getMessage(), e);
    }
    if (!response.indicatesSuccess()) {
      ClientRegistrationErrorResponse error = (ClientRegistrationErrorResponse) response;
      throw new OAuthException("registration with " + server.getIssuer() + " refused: "
          + (error.getErrorObject() != null ? error.getErrorObject().getCode() : "no error code"));
    }
    ClientInformation information = ((ClientInformationResponse) response).getClientInformation();
    String secret = information.getSecret() == null ? null : information.getSecret().getValue();
    ClientCredentials credentials = new ClientCredentials(information.getID().getValue(), secret);
    ClientAuthenticationMethod method = information.getMetadata().getTokenEndpointAuthMethod();
    if (method == null) {
      method = secret == null ? ClientAuthenticationMethod.NONE : secretMethod(server, credentials);
    }
    return new Registration(server.getIssuer().getValue(), credentials, method);
  }

  /** {@code none} when the server accepts public clients, else a secret method it supports. */
  private static ClientAuthenticationMethod preferredMethod(AuthorizationServerMetadata server) {
    List<ClientAuthenticationMethod> supported = server.getTokenEndpointAuthMethods();
    if (supported == null || supported.contains(ClientAuthenticationMethod.NONE)) {
      return ClientAuthenticationMethod.NONE;
    }
    if (supported.contains(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)) {
      return ClientAuthenticationMethod.CLIENT_SECRET_BASIC;
    }
    if (supported.contains(ClientAuthenticationMethod.CLIENT_SECRET_POST)) {
      return ClientAuthenticationMethod.CLIENT_SECRET_POST;
    }
    return ClientAuthenticationMethod.NONE;
  }

  /**
   * How a client with these credentials authenticates: {@code private_key_jwt} with a key, else
   * basic unless the server only takes post.
   */
  static ClientAuthenticationMethod secretMethod(AuthorizationServerMetadata server, ClientCredentials credentials) {
    if (credentials.assertionKey() != null) {
      return ClientAuthenticationMethod.PRIVATE_KEY_JWT;
    }
    if (credentials.clientSecret() == null) {
      return ClientAuthenticationMethod.NONE;
    }
    List<ClientAuthenticationMethod> supported = server.getTokenEndpointAuthMethods();
    if (supported != null && !supported.contains(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
        && supported.contains(ClientAuthenticationMethod.CLIENT_SECRET_POST)) {
      return ClientAuthenticationMethod.CLIENT_SECRET_POST;
    }
    return ClientAuthenticationMethod.CLIENT_SECRET_BASIC; // RFC 8414's default
  }

  private static boolean isNative(URI redirectUri) {
    String scheme = redirectUri.getScheme();
    String host = redirectUri.getHost();
    return scheme == null || !scheme.startsWith("http") || "127.0.0.1".equals(host) || "localhost".equals(host)
        || "[::1]".equals(host);
  }
}
