package io.mcpgen.samples.orders.client;

import io.mcpgen.protocol.Root;
import io.mcpgen.runtime.mrtr.ElicitationAnswer;
import io.mcpgen.runtime.client.InputContext;
import io.mcpgen.runtime.typed.FormQuestion;
import io.mcpgen.runtime.typed.UrlQuestion;
import java.util.List;

/**
 * Who answers the server's questions: a person at a terminal, or a script. Answers are the
 * protocol's own shapes (a form's content as JSON), so one source serves every form of the desk.
 */
public interface AnswerSource {

  /** Accept with the form's content, decline or cancel. */
  ElicitationAnswer form(FormQuestion question) throws Exception;

  /** Accept (consent to open the URL), decline or cancel. */
  ElicitationAnswer url(UrlQuestion question) throws Exception;

  /** What the client's model says to {@code prompt}, the server's question {@code key}. */
  String sample(String key, String prompt, long maxTokens) throws Exception;

  /** The roots the client shares for the server's question {@code context.key()}. */
  List<Root> roots(InputContext context) throws Exception;
}
