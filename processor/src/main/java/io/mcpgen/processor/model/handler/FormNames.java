package io.mcpgen.processor.model.handler;

/**
 * The name a form goes by on the wire: its record's simple name. A question carries it in its
 * {@code _meta} ({@code io.mcpgen/form}), and the typed client answers with the hook of the form of
 * that name, so two forms with the same fields still reach their own hooks.
 */
public final class FormNames {

  private FormNames() {}

  public static String of(ValueType.RecordType form) {
    return form.element().getSimpleName().toString();
  }
}
