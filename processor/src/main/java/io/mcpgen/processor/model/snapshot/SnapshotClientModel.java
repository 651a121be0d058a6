package io.mcpgen.processor.model.snapshot;

import io.mcpgen.processor.model.JavaModel;
import io.mcpgen.processor.model.handler.ResourceUri;
import java.util.List;

/**
 * What the typed client of a snapshot is made of: one call per tool, prompt and resource template,
 * the types of their arguments and results (mapped into {@code types}), and the warnings for the
 * schema positions read as {@code JsonValue}.
 *
 * @param typesPackage where the argument and result types are generated
 */
public record SnapshotClientModel(SnapshotFile snapshot, String typesPackage, JavaModel types,
    List<ToolCall> tools, List<PromptCall> prompts, List<TemplateRead> templates, List<SchemaWarning> warnings) {

  /**
   * A tool's call.
   *
   * @param arguments the generated type of its arguments, or null when it takes none (or they are read as JSON)
   * @param argumentsTyped true when {@code arguments} is a generated record or sealed interface
   * @param result the generated type of its structured result, or null without an {@code outputSchema}
   * @param resultTyped true when {@code result} is a generated record or sealed interface
   * @param digest the digest of the tool as the client was generated from it (its name and schemas)
   */
  public record ToolCall(SnapshotFile.Tool tool, String javaName, String arguments, boolean argumentsTyped,
      String result, boolean resultTyped, String digest) {}

  /**
   * A prompt's get.
   *
   * @param arguments the generated record of its arguments, or null when it has none
   */
  public record PromptCall(SnapshotFile.Prompt prompt, String javaName, String arguments) {}

  /**
   * A resource template's read.
   *
   * @param uri the parsed template; its {@code error} is set when the method takes the whole URI instead
   * @param parameters the Java names of the template's variables, in order
   */
  public record TemplateRead(SnapshotFile.Template template, String javaName, ResourceUri uri, List<String> parameters) {}
}
