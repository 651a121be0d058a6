package io.mcpgen.runtime.server;

/**
 * Completes one argument of one prompt, or one variable of one resource template, for
 * {@code completion/complete}. Registered with
 * {@link McpServerEngine.Builder#completePromptArgument} or
 * {@link McpServerEngine.Builder#completeTemplateVariable}; generated stubs register the
 * {@code @Complete} methods of an {@code @McpServer} interface this way.
 */
@FunctionalInterface
public interface ArgumentCompleter {

  /**
   * @return the suggestions; the engine sends at most {@link Completion#MAX_VALUES} of them
   * @throws McpErrorException to answer with that error; any other exception is {@code -32603}
   */
  Completion complete(CompletionRequest request) throws Exception;
}
