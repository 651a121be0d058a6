package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.auth.ClientAuthenticationMethod;

/**
 * How this client is known to one authorization server, and how it authenticates at its token
 * endpoint ({@code client_secret_basic}, {@code client_secret_post}, {@code private_key_jwt} or
 * {@code none}).
 */
record Registration(String issuer, ClientCredentials credentials, ClientAuthenticationMethod method) {}
