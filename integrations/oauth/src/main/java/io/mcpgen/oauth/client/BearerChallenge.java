package io.mcpgen.oauth.client;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code Bearer} challenge of a {@code WWW-Authenticate} response header (RFC 6750 section 3,
 * with RFC 9728's {@code resource_metadata}), or its {@code DPoP} counterpart (RFC 9449 section
 * 7.1, same auth-params): its auth-params, names lower-cased.
 */
final class BearerChallenge {

  /** No Bearer challenge was sent. */
  static final BearerChallenge NONE = new BearerChallenge(Map.of());

  private final Map<String, String> params;

  private BearerChallenge(Map<String, String> params) {
    this.params = params;
  }

  /** The first Bearer challenge among the header values, else the first DPoP one, or {@link #NONE}. */
  static BearerChallenge of(List<String> headerValues) {
    return of(headerValues, false);
  }

  /**
   * The first challenge of the preferred scheme ({@code DPoP} when {@code dpop}, else
   * {@code Bearer}) among the header values, else the first of the other, or {@link #NONE}: a
   * server offering both states the same resource metadata and scopes in each.
   */
  static BearerChallenge of(List<String> headerValues, boolean dpop) {
    Map<String, String> bearer = null;
    Map<String, String> proofBound = null;
    for (String value : headerValues) {
      for (Map.Entry<String, Map<String, String>> challenge : parse(value).entrySet()) {
        if (bearer == null && challenge.getKey().equalsIgnoreCase("bearer")) {
          bearer = challenge.getValue();
        } else if (proofBound == null && challenge.getKey().equalsIgnoreCase("dpop")) {
          proofBound = challenge.getValue();
        }
      }
    }
    Map<String, String> preferred = dpop ? proofBound : bearer;
    Map<String, String> other = dpop ? bearer : proofBound;
    return preferred != null ? new BearerChallenge(preferred) : other != null ? new BearerChallenge(other) : NONE;
  }

  /** {@code error}, e.g. {@code invalid_token} or {@code insufficient_scope}; null when absent. */
  String error() {
    return params.get("error");
  }

  /** {@code resource_metadata}: where the protected resource metadata is; null when absent. */
  String resourceMetadata() {
    return params.get("resource_metadata");
  }

  /** The scopes of {@code scope}; empty when absent. */
  List<String> scopes() {
    String scope = params.get("scope");
    List<String> scopes = new ArrayList<>();
    if (scope != null) {
      for (String token : scope.trim().split("\\s+")) {
        if (!token.isEmpty()) {
          scopes.add(token);
        }
      }
    }
    return scopes;
  }

  /**
   * The challenges of one header value, by scheme: {@code Scheme a=b, c="d", Other e=f}. A
   * challenge whose auth-params cannot be read is kept with those it could read.
   */
  static Map<String, Map<String, String>> parse(String header) {
    Map<String, Map<String, String>> challenges = new LinkedHashMap<>();
    Map<String, String> current = null;
    int i = 0;
    int n = header.length();
    while (i < n) {
      while (i < n && (header.charAt(i) == ' ' || header.charAt(i) == ',' || header.charAt(i) == '\t')) {
        i++;
      }
      int start = i;
      while (i < n && isTokenChar(header.charAt(i))) {
        i++;
      }
      if (i == start) {
        i++; // not a token: skip it
        continue;
      }
      String token = header.substring(start, i);
      int j = i;
      while (j < n && (header.charAt(j) == ' ' || header.charAt(j) == '\t')) {
        j++;
      }
      if (j < n && header.charAt(j) == '=' && current != null) {
        j++;
        while (j < n && (header.charAt(j) == ' ' || header.charAt(j) == '\t')) {
          j++;
        }
        StringBuilder value = new StringBuilder();
        if (j < n && header.charAt(j) == '"') {
          j++;
          while (j < n && header.charAt(j) != '"') {
            if (header.charAt(j) == '\\' && j + 1 < n) {
              j++;
            }
            value.append(header.charAt(j));
            j++;
          }
          j++; // the closing quote
        } else {
          while (j < n && header.charAt(j) != ',' && header.charAt(j) != ' ') {
            value.append(header.charAt(j));
            j++;
          }
        }
        current.putIfAbsent(token.toLowerCase(Locale.ROOT), value.toString());
        i = j;
      } else {
        current = new LinkedHashMap<>();
        challenges.putIfAbsent(token, current);
        i = j;
      }
    }
    return challenges;
  }

  private static boolean isTokenChar(char c) {
    return c > 32 && c < 127 && "()<>@,;:\\\"/[]?={}".indexOf(c) < 0;
  }
}
