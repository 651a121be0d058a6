package io.mcpgen.it.interop;

import java.util.List;

/**
 * The calls the interop clients make, in order, with what a conforming server answers. Both the
 * Java client and the TypeScript client ({@code node/client.mjs}) make exactly these.
 */
public final class InteropCalls {

  /** The text the client's model "answers" every sampling request with. */
  public static final String LLM_TEXT = "Hello from the client LLM";
  /** The one root the client lists. */
  public static final String ROOT_URI = "file:///interop/root";
  /** What {@code echo} is sent: a line break and non-ASCII text, to exercise every framing. */
  public static final String ECHO_TEXT = "hello\ninterop \u2713";

  /** What one call should report. */
  public record Expected(String name, int rounds, String text) {}

  /** The expected report of each call, in the order the clients make them. */
  public static final List<Expected> EXPECTED = List.of(
      new Expected("echo", 1, ECHO_TEXT),
      new Expected("confirm_order", 2, "order confirmed: book"),
      new Expected("two_step", 3, "hello Ada; roots: " + ROOT_URI),
      new Expected("needs_sampling", 2, "sampled: " + LLM_TEXT),
      new Expected("multi_input", 2, "Ada: " + LLM_TEXT),
      new Expected("state_only", 2, "resumed from state"),
      new Expected("progress_confirm", 2, "confirmed"),
      new Expected("greeting", 2, "Say hello to Ada"),
      new Expected(InteropServer.GUARDED_URI, 2, "secret contents"));

  private InteropCalls() {}
}
