package io.mcpgen.runtime.client;

import io.mcpgen.runtime.mrtr.McpMethods;
import java.util.Set;

/**
 * Which requests are safe to send twice by the protocol's definition: the reads, and the tasks
 * extension's requests (whose repetition changes nothing). A request of one
 * of these methods whose reply was lost is sent again like a round no server received, since a
 * server that handled it changed nothing. {@code tools/call} is not among them: whether a tool may
 * run twice depends on the tool ({@code readOnlyHint}, {@code idempotentHint}), which
 * {@link ClientCore#retrySafe} asks separately.
 */
final class SafeToRepeat {

  private static final Set<String> READS = Set.of(
      McpMethods.DISCOVER,
      McpMethods.PING,
      McpMethods.TOOLS_LIST,
      McpMethods.PROMPTS_LIST,
      McpMethods.RESOURCES_LIST,
      McpMethods.RESOURCES_TEMPLATES_LIST,
      McpMethods.RESOURCES_READ,
      McpMethods.PROMPTS_GET,
      McpMethods.COMPLETION_COMPLETE,
      McpMethods.SUBSCRIPTIONS_LISTEN,
      // The tasks extension's: a poll reads; an update's answers to keys no longer open are ignored;
      // cancelling an ended task changes nothing.
      McpMethods.TASKS_GET,
      McpMethods.TASKS_UPDATE,
      McpMethods.TASKS_CANCEL);

  private SafeToRepeat() {}

  /** True for a method every request of which is safe to send again: a read by the protocol's definition. */
  static boolean byDefinition(String method) {
    return READS.contains(method);
  }
}
