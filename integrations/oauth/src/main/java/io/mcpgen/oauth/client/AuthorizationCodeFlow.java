package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.AuthorizationCode;
import com.nimbusds.oauth2.sdk.AuthorizationCodeGrant;
import com.nimbusds.oauth2.sdk.AuthorizationErrorResponse;
import com.nimbusds.oauth2.sdk.AuthorizationRequest;
import com.nimbusds.oauth2.sdk.AuthorizationResponse;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.Scope;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.id.State;
import com.nimbusds.oauth2.sdk.pkce.CodeChallengeMethod;
import com.nimbusds.oauth2.sdk.pkce.CodeVerifier;
import com.nimbusds.oauth2.sdk.util.URLUtils;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Map;

/**
 * The authorization code grant with PKCE (S256) and the {@code resource} parameter: the user agent
 * takes the user to the authorization server, and the code it brings back is exchanged for tokens.
 * The response's {@code state} must match, and its {@code iss} (RFC 9207) must equal the issuer
 * exactly when present, and be present when the server says it sends it.
 */
final class AuthorizationCodeFlow {

  private final AuthorizationUserAgent userAgent;
  private final TokenEndpoint tokens;

  AuthorizationCodeFlow(AuthorizationUserAgent userAgent, TokenEndpoint tokens) {
    this.userAgent = userAgent;
    this.tokens = tokens;
  }

  Tokens run(AuthorizationServerMetadata server, Registration registration, String resource, List<String> scopes) {
    if (server.getAuthorizationEndpointURI() == null) {
      throw new OAuthException("the authorization server " + server.getIssuer() + " has no authorization endpoint");
    }
    if (server.getCodeChallengeMethods() != null && !server.getCodeChallengeMethods().contains(CodeChallengeMethod.S256)) {
      throw new OAuthException("the authorization server " + server.getIssuer() + " does not support PKCE S256");
    }
    URI redirect = userAgent.redirectUri();
    State state = new State();
    CodeVerifier verifier = new CodeVerifier();
    AuthorizationRequest request = new AuthorizationRequest.Builder(ResponseType.CODE,
        new ClientID(registration.credentials().clientId()))
        .endpointURI(server.getAuthorizationEndpointURI())
        .redirectionURI(redirect)
        .scope(scopes.isEmpty() ? null : new Scope(scopes.toArray(new String[0])))
        .state(state)
        .codeChallenge(verifier, CodeChallengeMethod.S256)
        .resources(URI.create(resource))
        .build();
    URI callback;
    try {
      callback = userAgent.authorize(request.toURI());
    } catch (IOException e) {
      throw new OAuthException("authorization at " + server.getIssuer() + " did not complete: " + e.getMessage(), e);
    }
    checkIssuer(server, callback);
    AuthorizationResponse response;
    try {
      response = AuthorizationResponse.parse(callback);
    } catch (ParseException e) {
      throw new OAuthException("the authorization response is malformed: " + e.getMessage());
    }
    if (!state.equals(response.getState())) {
      throw new OAuthException("the authorization response's state does not match the request: refused");
    }
    if (!response.indicatesSuccess()) {
      AuthorizationErrorResponse error = response.toErrorResponse();
      throw new OAuthException("authorization at " + server.getIssuer() + " was refused: "
          + (error.getErrorObject() != null ? error.getErrorObject().getCode() : "no error code"));
    }
    AuthorizationCode code = response.toSuccessResponse().getAuthorizationCode();
    if (code == null) {
      throw new OAuthException("the authorization response has no code");
    }
    return tokens.request(server, registration, new AuthorizationCodeGrant(code, redirect, verifier), resource,
        scopes, false, null);
  }

  /** RFC 9207: compare {@code iss} by simple string comparison; require it when advertised. */
  private static void checkIssuer(AuthorizationServerMetadata server, URI callback) {
    Map<String, List<String>> params = URLUtils.parseParameters(callback.getRawQuery());
    List<String> iss = params.get("iss");
    String issuer = server.getIssuer().getValue();
    if (iss == null || iss.isEmpty()) {
      if (server.supportsAuthorizationResponseIssuerParam()) {
        throw new OAuthException("the authorization response has no iss, which " + issuer + " says it sends: refused");
      }
      return;
    }
    if (iss.size() != 1 || !issuer.equals(iss.get(0))) {
      throw new OAuthException("the authorization response's iss is not " + issuer + ": refused");
    }
  }
}
