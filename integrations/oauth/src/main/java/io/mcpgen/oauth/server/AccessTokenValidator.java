package io.mcpgen.oauth.server;

/**
 * Checks a bearer access token presented to this protected resource: that it is genuine, current,
 * from the trusted authorization server, and issued for this resource. {@link JwtAccessTokenValidator}
 * checks a JWT locally; {@link IntrospectionAccessTokenValidator} asks the authorization server.
 */
@FunctionalInterface
public interface AccessTokenValidator {

  /**
   * @return who the token speaks for, and its scopes
   * @throws InvalidTokenException when the token must be refused; its message goes to the client
   */
  ValidatedToken validate(String token) throws InvalidTokenException;
}
