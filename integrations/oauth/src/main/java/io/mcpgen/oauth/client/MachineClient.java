package io.mcpgen.oauth.client;

import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.oauth2.sdk.AuthorizationGrant;
import com.nimbusds.oauth2.sdk.ClientCredentialsGrant;
import com.nimbusds.oauth2.sdk.JWTBearerGrant;
import java.text.ParseException;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A client that gets tokens without a user, at the authorization servers {@code issuers} accepts:
 * with the client credentials grant, or, given an {@code assertion} source, with the JWT bearer
 * grant (RFC 7523 section 2.1: a platform-issued workload identity token as the grant).
 *
 * @param issuers the issuer identifiers these credentials are for
 * @param credentials how the client is known and authenticates at the token endpoint
 * @param assertion the source of the JWT presented as the grant, or null for client credentials
 */
record MachineClient(Predicate<String> issuers, ClientCredentials credentials, Supplier<String> assertion) {

  /** The grant of the next token request (a fresh assertion from the source each time). */
  AuthorizationGrant grant() {
    if (assertion == null) {
      return new ClientCredentialsGrant();
    }
    String jwt = assertion.get();
    if (jwt == null || jwt.isBlank()) {
      throw new OAuthException("the workload identity token source gave no token");
    }
    try {
      return new JWTBearerGrant(SignedJWT.parse(jwt.strip()));
    } catch (ParseException e) {
      throw new OAuthException("the workload identity token is not a signed JWT"); // never its text
    }
  }

  /** The grant's name for log lines. */
  String grantName() {
    return assertion == null ? "client credentials" : "JWT bearer";
  }
}
