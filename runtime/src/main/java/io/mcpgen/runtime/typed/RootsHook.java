package io.mcpgen.runtime.typed;

import io.mcpgen.runtime.client.InputContext;
import java.util.List;

/**
 * Lists the client's roots in a typed client, as the protocol's {@code Root} records (each with a
 * {@code file://} URI). To refuse, throw {@code InputRefusedException}: the call then stops,
 * declined, without a retry.
 *
 * @param <R> the protocol's {@code Root}
 */
@FunctionalInterface
public interface RootsHook<R> {

  List<R> roots(InputContext context) throws Exception;
}
