/**
 * Internal to {@code mcpgen-oauth}: how its requests to authorization servers are sent (see
 * {@link io.mcpgen.oauth.http.JdkHttp}). Not an API for applications.
 */
package io.mcpgen.oauth.http;
