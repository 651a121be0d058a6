package io.mcpgen.runtime.client;

import io.mcpgen.runtime.mrtr.RootsAnswer;
import io.mcpgen.runtime.mrtr.RootsRequest;
import java.util.concurrent.CompletionStage;

/**
 * Lists the client's roots ({@code file://} URIs). Registering one declares {@code roots}. To
 * refuse, complete with {@link InputRefusedException}: the call then stops as
 * {@link CallOutcome.Declined}.
 */
@FunctionalInterface
public interface RootsHandler {

  CompletionStage<RootsAnswer> listRoots(RootsRequest request, InputContext context);
}
