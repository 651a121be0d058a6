package io.mcpgen.oauth.server;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

/** Reads the scopes of a token claim: a space-separated string ({@code scope}) or a list ({@code scp}). */
final class Scopes {

  private Scopes() {}

  static Set<String> of(Object claim) {
    Set<String> scopes = new LinkedHashSet<>();
    if (claim instanceof String) {
      for (String scope : ((String) claim).trim().split("\\s+")) {
        if (!scope.isEmpty()) {
          scopes.add(scope);
        }
      }
    } else if (claim instanceof Collection) {
      for (Object scope : (Collection<?>) claim) {
        if (scope instanceof String) {
          scopes.addAll(of(scope));
        }
      }
    }
    return scopes;
  }
}
