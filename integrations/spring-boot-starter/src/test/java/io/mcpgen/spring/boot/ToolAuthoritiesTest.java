package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.transport.http.server.AuthenticatedCaller;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.AuthorityUtils;
import org.springframework.security.core.context.SecurityContextHolder;

/** {@code mcpgen.server.tool-authorities}: a tool only callers with one of its authorities may call. */
@SpringBootTest(classes = SecuredGreeterApp.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = {"server.address=127.0.0.1", "mcpgen.request-state.keys.k1=a2V5LWtleS1rZXkta2V5LWtleS1rZXkta2V5LWtleS0=",
        "mcpgen.server.tool-authorities.greet=ROLE_GREETER"})
class ToolAuthoritiesTest {

  @LocalServerPort
  int port;

  @Test
  void aCallerWithoutTheToolsAuthorityGets403AndOneWithItIsServed() throws Exception {
    HttpResponse<String> bob = SpringSecurityPrincipalTest.post(port, "bob", SpringSecurityPrincipalTest.greet(1, ""));
    assertThat(bob.statusCode()).isEqualTo(403);
    assertThat(bob.body()).contains("greet needs one of [ROLE_GREETER]");
    assertThat(bob.headers().firstValue("WWW-Authenticate")).isEmpty(); // a role, not an OAuth scope

    HttpResponse<String> alice = SpringSecurityPrincipalTest.post(port, "alice",
        SpringSecurityPrincipalTest.greet(2, ""));
    assertThat(alice.statusCode()).isEqualTo(200);
    assertThat(Json.parse(alice.body()).asObject().get("result").asObject().get("resultType"))
        .isEqualTo(JsonString.of("input_required"));
  }

  @Test
  void scopesAreChallengedAsOAuthInsufficientScope() throws Exception {
    SpringSecurityAuthenticator authenticator = new SpringSecurityAuthenticator(
        Map.of("refund", List.of("SCOPE_orders.refund", "SCOPE_admin")));
    SecurityContextHolder.getContext().setAuthentication(UsernamePasswordAuthenticationToken.authenticated("carol",
        "", AuthorityUtils.createAuthorityList("SCOPE_orders.read")));
    try {
      AuthenticatedCaller caller = authenticator.admit(null);
      assertThat(caller.principal()).isEqualTo("carol");
      assertThatThrownBy(() -> caller.authorize("tools/call", Json.parse("{\"name\":\"refund\"}").asObject()))
          .isInstanceOfSatisfying(AuthenticationException.class, refused -> {
            assertThat(refused.status()).isEqualTo(403);
            assertThat(refused.challenge())
                .isEqualTo("Bearer error=\"insufficient_scope\", scope=\"orders.refund admin\"");
          });
      caller.authorize("tools/call", Json.parse("{\"name\":\"lookup\"}").asObject()); // not listed: allowed
    } finally {
      SecurityContextHolder.clearContext();
    }
  }
}
