package io.mcpgen.it.interop;

import io.mcpgen.json.JsonNumber;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.server.RoundContext;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;

/**
 * What the interop server does, on typed values; {@code InteropMcpServer} turns the rounds,
 * questions and answers into calls of these methods.
 *
 * <ul>
 *   <li>{@code echo {text}}: the text; 1 round.
 *   <li>{@code confirm_order {item?}}: asks {@code confirm}; "order confirmed: item" or "cancelled"; 2 rounds.
 *   <li>{@code two_step}: asks {@code name}, then {@code roots}; "hello name; roots: uri,uri"; 3 rounds;
 *       progress 1, 2 and 3 of 3 (when asked for), each round reporting from the first again. A client
 *       without form elicitation or roots is refused ({@code -32021}) before anything is asked.
 *   <li>{@code needs_sampling}: asks {@code llm}; "sampled: text"; 2 rounds.
 *   <li>{@code multi_input}: asks {@code name} and {@code llm} at once; "name: text"; 2 rounds.
 *   <li>{@code state_only}: a round with requestState only; then "resumed from state"; 2 rounds.
 *   <li>{@code progress_confirm}: progress (when asked for), then {@code confirm}; "confirmed" or "cancelled".
 *   <li>prompt {@code greeting}: asks {@code name}; one user message "Say hello to name".
 *   <li>resource {@code interop://guarded}: asks {@code confirm}; "secret contents" when confirmed.
 * </ul>
 */
final class InteropService implements Interop {

  @Override
  public String echo(Echo echo) {
    return echo.text();
  }

  @Override
  public String confirmOrder(Order order, Elicited<Confirmation> confirm) {
    return confirmed(confirm) ? "order confirmed: " + order.itemName() : "cancelled";
  }

  @Override
  public String twoStep(McpExchange exchange) {
    // Progress 1, 2, 3 of 3 over its three rounds; each round runs from the top and reports again.
    progress(exchange, 1, "asking the name");
    Elicited<Name> name = exchange.elicit("name", "What is your name?", Name.class);
    progress(exchange, 2, "asking the roots");
    String roots = String.join(",", exchange.roots("roots").uris());
    progress(exchange, 3, "done");
    return "hello " + name.accepted().map(Name::name).orElse(null) + "; roots: " + roots;
  }

  @Override
  public String needsSampling(String llm) {
    return "sampled: " + llm;
  }

  @Override
  public String multiInput(Elicited<Name> name, String llm) {
    return name.accepted().map(Name::name).orElse(null) + ": " + llm;
  }

  @Override
  public String stateOnly(McpExchange exchange) {
    exchange.yieldOnce("resume");
    return "resumed from state";
  }

  @Override
  public String progressConfirm(McpExchange exchange) {
    RoundContext round = exchange.round();
    if (round.meta().get(McpMeta.PROGRESS_TOKEN) != null) {
      round.progress(JsonNumber.of(1), JsonNumber.of(2), "waiting for confirmation");
    }
    Elicited<Confirmation> answer = exchange.elicit("confirm", "Confirm to continue?", Confirmation.class);
    return confirmed(answer) ? "confirmed" : "cancelled";
  }

  @Override
  public String greeting(Elicited<Name> name) {
    return "Say hello to " + name.accepted().map(Name::name).orElse(null);
  }

  @Override
  public String guarded(Elicited<Confirmation> confirm) {
    return confirmed(confirm) ? "secret contents" : "not confirmed";
  }

  private static void progress(McpExchange exchange, int step, String message) {
    RoundContext round = exchange.round();
    if (round.meta().get(McpMeta.PROGRESS_TOKEN) != null) {
      round.progress(JsonNumber.of(step), JsonNumber.of(3), message);
    }
  }

  private static boolean confirmed(Elicited<Confirmation> answer) {
    return answer.accepted().map(Confirmation::confirmed).orElse(false);
  }
}
