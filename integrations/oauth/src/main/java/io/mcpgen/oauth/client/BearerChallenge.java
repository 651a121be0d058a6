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

  /** The first Bearer or DPoP challenge among the header values, or {@link #NONE}. */
  static BearerChallenge of(List<String> headerValues) {
    for (String value : headerValues) {
      for (Map.Entry<String, Map<String, String>> challenge : parse(value).entrySet()) {
        if (challenge.getKey().equalsIgnoreCase("bearer") || challenge.getKey().equalsIgnoreCase("dpop")) {
          return new BearerChallenge(challenge.getValue());
        }
      }
    }
    return NONE;
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
