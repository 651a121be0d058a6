package io.mcpgen.runtime.mrtr;

/** Method names of MCP 2026-07-28 that the runtime knows. */
public final class McpMethods {

  public static final String DISCOVER = "server/discover";
  public static final String TOOLS_LIST = "tools/list";
  public static final String TOOLS_CALL = "tools/call";
  public static final String PROMPTS_LIST = "prompts/list";
  public static final String PROMPTS_GET = "prompts/get";
  public static final String RESOURCES_LIST = "resources/list";
  public static final String RESOURCES_TEMPLATES_LIST = "resources/templates/list";
  public static final String RESOURCES_READ = "resources/read";
  public static final String COMPLETION_COMPLETE = "completion/complete";
  public static final String SUBSCRIPTIONS_LISTEN = "subscriptions/listen";
  public static final String PING = "ping";

  /** The methods of the {@code io.modelcontextprotocol/tasks} extension. */
  public static final String TASKS_GET = "tasks/get";
  public static final String TASKS_UPDATE = "tasks/update";
  public static final String TASKS_CANCEL = "tasks/cancel";
  /** The {@code io.modelcontextprotocol/skills} extension's listing of skills. */
  public static final String SKILLS_LIST = "skills/list";
  /** The {@code io.modelcontextprotocol/skills} extension's entry of one skill. */
  public static final String SKILLS_GET = "skills/get";
  /** The {@code io.modelcontextprotocol/skills} extension's listing of a folder's children. */
  public static final String RESOURCES_DIRECTORY_READ = "resources/directory/read";

  /** Input requests: they travel only inside {@code inputRequests}, never as JSON-RPC requests. */
  public static final String ELICITATION_CREATE = "elicitation/create";
  public static final String SAMPLING_CREATE_MESSAGE = "sampling/createMessage";
  public static final String ROOTS_LIST = "roots/list";

  public static final String NOTIFICATION_CANCELLED = "notifications/cancelled";
  public static final String NOTIFICATION_PROGRESS = "notifications/progress";
  public static final String NOTIFICATION_MESSAGE = "notifications/message";

  private McpMethods() {}

  /**
   * True for the three methods that may answer with an {@code InputRequiredResult}:
   * {@code tools/call}, {@code prompts/get} and {@code resources/read}.
   */
  public static boolean allowsInputRequired(String method) {
    return TOOLS_CALL.equals(method) || PROMPTS_GET.equals(method) || RESOURCES_READ.equals(method);
  }
}
