package io.mcpgen.runtime.client;

import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.UrlElicitation;
import java.util.concurrent.CompletionStage;

/**
 * Answers URL-mode elicitations. Registering one declares {@code elicitation.url}. Show the full
 * URL (highlight its host), open it only after the user consents, in a context the client and the
 * model cannot read, and never fetch it beforehand; answer {@code accept} for consent (not for
 * completion), or decline or cancel. The runtime itself never touches the URL.
 */
@FunctionalInterface
public interface UrlElicitationHandler {

  CompletionStage<ElicitationAnswer> elicit(UrlElicitation request, InputContext context);
}
