package io.mcpgen.it.interop;

import io.mcpgen.annotations.Elicit;
import io.mcpgen.annotations.Forms;
import io.mcpgen.annotations.McpServer;
import io.mcpgen.annotations.Needs;
import io.mcpgen.annotations.Prompt;
import io.mcpgen.annotations.Resource;
import io.mcpgen.annotations.Sample;
import io.mcpgen.annotations.Tool;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.Optional;

/**
 * The interop server's tools, prompt and resource, as the annotated interface mcpgen serves
 * ({@code InteropMcpServer}) and calls ({@code InteropMcpClient}); {@link InteropService}
 * implements it. The TypeScript SDK server in {@code node/server.mjs} offers the same.
 */
@McpServer(name = "mcpgen-interop", version = "1.0.0")
public interface Interop {

  /** Returns the text it is given. */
  @Tool("echo")
  String echo(Echo echo);

  /** Orders an item after the user confirms. */
  @Tool("confirm_order")
  String confirmOrder(Order order,
      @Elicit(message = "Confirm order of {order.itemName}?") Elicited<Confirmation> confirm);

  /** Asks the user's name, then the client's roots; a client that cannot give both is refused before either. */
  @Tool("two_step")
  String twoStep(@Forms(Name.class) @Needs({Needs.Input.FORM, Needs.Input.ROOTS}) McpExchange exchange);

  /** Asks the client's model to say hello. */
  @Tool("needs_sampling")
  String needsSampling(@Sample(prompt = "Say hello", maxTokens = 50) String llm);

  /** Asks a name and a model reply in the same round. */
  @Tool("multi_input")
  String multiInput(@Elicit(message = "What is your name?") Elicited<Name> name,
      @Sample(prompt = "Say hello", maxTokens = 50) String llm);

  /** Takes one round that carries only requestState. */
  @Tool("state_only")
  String stateOnly(McpExchange exchange);

  /** Reports progress, then asks for confirmation. */
  @Tool("progress_confirm")
  String progressConfirm(@Forms(Confirmation.class) McpExchange exchange);

  /** Greets the user by the name they give. */
  @Prompt("greeting")
  String greeting(@Elicit(message = "What is your name?") Elicited<Name> name);

  /** A resource shown only once the user confirms. */
  @Resource(uri = "interop://guarded", name = "guarded", mimeType = "text/plain")
  String guarded(@Elicit(message = "Reveal the guarded resource?") Elicited<Confirmation> confirm);

  /** The arguments of {@code echo}. */
  record Echo(String text) {}

  /**
   * The arguments of {@code confirm_order}.
   *
   * @param item what to order; a widget when absent
   */
  record Order(Optional<String> item) {
    /** The item, or "widget". */
    public String itemName() {
      return item.orElse("widget");
    }
  }

  /** A yes or no. */
  record Confirmation(boolean confirmed) {}

  /** A name. */
  record Name(String name) {}
}
