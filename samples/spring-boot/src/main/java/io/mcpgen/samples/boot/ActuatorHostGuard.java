package io.mcpgen.samples.boot;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.health.actuate.endpoint.HealthEndpoint;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The actuator endpoints as a production service keeps them: their health details and metrics
 * only for a request whose {@code Host} is a loopback name or one of
 * {@code mcpgen.server.allowed-hosts} (the names the MCP endpoint accepts too), so a page on another
 * site cannot read them through DNS rebinding; for any other {@code Host}, {@code /actuator/health}
 * says the status alone and every other actuator path is refused 403.
 */
@Component
class ActuatorHostGuard extends OncePerRequestFilter {

  private static final String ACTUATOR = "/actuator";
  private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");

  private final HealthEndpoint health;
  private final Set<String> allowedHosts;

  ActuatorHostGuard(HealthEndpoint health, @Value("${mcpgen.server.allowed-hosts:}") List<String> allowedHosts) {
    this.health = health;
    this.allowedHosts = Stream.concat(LOOPBACK.stream(), allowedHosts.stream().map(ActuatorHostGuard::lower))
        .collect(Collectors.toUnmodifiableSet());
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    String path = request.getRequestURI();
    return !(path.equals(ACTUATOR) || path.startsWith(ACTUATOR + "/"));
  }

  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (allowedHosts.contains(hostName(request.getHeader("Host")))) {
      chain.doFilter(request, response);
      return;
    }
    if (request.getRequestURI().equals(ACTUATOR + "/health")) {
      byte[] status = ("{\"status\":\"" + health.health().getStatus().getCode() + "\"}")
          .getBytes(StandardCharsets.UTF_8);
      response.setStatus(200);
      response.setContentType("application/json");
      response.setContentLength(status.length);
      response.getOutputStream().write(status);
      return;
    }
    response.sendError(403);
  }

  /** The name of a {@code Host} value without its port, lower case; empty when there is none. */
  static String hostName(String host) {
    if (host == null) {
      return "";
    }
    String value = host.trim();
    int colon = value.lastIndexOf(':');
    if (colon >= 0 && value.indexOf(']') < colon) {
      value = value.substring(0, colon);
    }
    return lower(value);
  }

  private static String lower(String name) {
    return name.toLowerCase(Locale.ROOT);
  }
}
