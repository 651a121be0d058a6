package io.mcpgen.runtime.typed;

/**
 * Answers one form record's elicitations in a typed client: the user's record, or a decline or
 * cancel. A generated client has one {@code on<Form>} method per form record its interface uses.
 *
 * <pre>{@code
 * OrdersMcpClient.builder(transport).onConfirm(question -> ui.confirm(question.message())
 *     ? Elicited.accepted(new Confirm(true, Optional.empty())) : Elicited.declined());
 * }</pre>
 *
 * @param <T> the form's record
 */
@FunctionalInterface
public interface FormHook<T> {

  /** The user's answer; an exception fails the call locally. */
  Elicited<T> answer(FormQuestion question) throws Exception;
}
