package io.mcpgen.samples.orders.client;

import io.mcpgen.runtime.client.InputContext;
import java.io.PrintStream;

/**
 * Prints calls as they happen: the call, each question with its answer, and the result, a few
 * lines each. A call's questions arrive in rounds; round {@code n} answers the {@code n}th request,
 * so a call whose last question came in round {@code n} took {@code n + 1} requests.
 */
public final class Transcript {

  private static final String INDENT = "            ";

  private final PrintStream out;
  private int calls;
  private int lastRound;

  public Transcript(PrintStream out) {
    this.out = out;
  }

  /** A call starts. */
  public void call(String method, String target, String arguments) {
    calls++;
    lastRound = 0;
    out.println();
    out.println(calls + ". " + method + " " + target + (arguments.isEmpty() ? "" : " " + arguments));
  }

  /** The server asks {@code kind} under the context's key. */
  public void asked(InputContext context, String kind, String question) {
    lastRound = Math.max(lastRound, context.round());
    out.println(String.format("   round %-2d asks %s (%s): %s", context.round(), context.key(), kind, oneLine(question)));
  }

  /** A detail of the question just asked, such as a form's fields. */
  public void detail(String text) {
    out.println(INDENT + oneLine(text));
  }

  public void answered(String answer) {
    out.println(INDENT + "answer: " + oneLine(answer));
  }

  /** The call's result; says how many requests it took. */
  public void result(String result) {
    int requests = lastRound + 1;
    out.println("   result (" + requests + (requests == 1 ? " request" : " requests") + "): " + oneLine(result));
  }

  /** How many calls were made. */
  public int calls() {
    return calls;
  }

  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s*\\R\\s*", " / ");
  }
}
