package io.mcpgen.cli;

import io.mcpgen.runtime.client.InputRefusedException;
import io.mcpgen.runtime.client.McpClientEngine;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * A client capability the snapshot's client declares, so that a server which lists some tools only
 * to clients that can answer their questions (elicitation, sampling, roots) lists them in the
 * snapshot too. The snapshot only lists, so nothing is ever asked; a server that asks anyway is
 * refused (a form or URL elicitation declined, sampling and roots refused).
 */
public enum DeclaredCapability {
  /** {@code elicitation.form}: the client fills in forms. */
  ELICITATION_FORM("elicitation.form"),
  /** {@code elicitation.url}: the client opens URLs for the user. */
  ELICITATION_URL("elicitation.url"),
  /** {@code sampling}: the client lets the server ask its model. */
  SAMPLING("sampling"),
  /** {@code roots}: the client lists its roots. */
  ROOTS("roots");

  private static final String REFUSED = "mcpgen-cli only takes a snapshot and answers no question";

  private final String wireName;

  DeclaredCapability(String wireName) {
    this.wireName = wireName;
  }

  /** The capability's name as the option takes it ({@code elicitation.form}, ..., {@code roots}). */
  public String wireName() {
    return wireName;
  }

  /**
   * The capabilities these names declare: {@code elicitation.form}, {@code elicitation.url},
   * {@code elicitation} (both), {@code sampling}, {@code roots}.
   *
   * @throws IllegalArgumentException for a name that is none of these, listing them
   */
  public static Set<DeclaredCapability> parse(List<String> names) {
    Set<DeclaredCapability> declared = EnumSet.noneOf(DeclaredCapability.class);
    for (String name : names) {
      String trimmed = name.strip();
      if (trimmed.equals("elicitation")) {
        declared.add(ELICITATION_FORM);
        declared.add(ELICITATION_URL);
        continue;
      }
      DeclaredCapability found = Arrays.stream(values()).filter(capability -> capability.wireName.equals(trimmed))
          .findFirst().orElseThrow(() -> new IllegalArgumentException("unknown client capability '" + trimmed
              + "'; the capabilities are elicitation, " + Arrays.stream(values()).map(DeclaredCapability::wireName)
              .collect(Collectors.joining(", "))));
      declared.add(found);
    }
    return declared;
  }

  /** Declares the capability on the client, with a handler that refuses whatever is asked. */
  void declareOn(McpClientEngine.Builder client) {
    switch (this) {
      case ELICITATION_FORM:
        client.formElicitation((form, context) -> CompletableFuture.failedFuture(new InputRefusedException(REFUSED)));
        break;
      case ELICITATION_URL:
        client.urlElicitation((url, context) -> CompletableFuture.failedFuture(new InputRefusedException(REFUSED)));
        break;
      case SAMPLING:
        client.sampling((request, context) -> CompletableFuture.failedFuture(new InputRefusedException(REFUSED)));
        break;
      default:
        client.roots((request, context) -> CompletableFuture.failedFuture(new InputRefusedException(REFUSED)));
    }
  }
}
