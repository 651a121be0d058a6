package io.mcpgen.runtime.client;

import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.mrtr.FormElicitation;
import java.util.concurrent.CompletionStage;

/**
 * Answers form-mode elicitations (and those without a mode). Registering one declares
 * {@code elicitation.form}. The UI must show which server asks, let the user review and change
 * the values, and offer decline and cancel; the answer is checked against the schema before it
 * is sent.
 */
@FunctionalInterface
public interface FormElicitationHandler {

  CompletionStage<ElicitationAnswer> elicit(FormElicitation request, InputContext context);
}
