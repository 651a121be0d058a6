package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.mrtr.ResultTypes;

/**
 * Finishes the results the engine sends: {@code resultType} on every result, the server's
 * {@code serverInfo} in every result's {@code _meta}, cache hints where a result needs them, and
 * a refusal (as an internal error) of a handler result that cannot be sent.
 */
final class ResultShapes {

  private final JsonObject serverInfo;
  private final CacheHints resourceHints;

  ResultShapes(JsonObject serverInfo, CacheHints resourceHints) {
    this.serverInfo = serverInfo;
    this.resourceHints = resourceHints;
  }

  /**
   * A complete result of {@code method} from a handler's result object.
   *
   * @throws IllegalStateException when the handler's result cannot be sent: a
   *     {@code resultType} other than {@code complete} (only the engine builds interim results, and
   *     never for other methods) or a missing required member
   */
  JsonObject complete(String method, JsonObject result) {
    JsonValue resultType = result.get(ResultTypes.MEMBER);
    if (resultType != null && !JsonString.of(ResultTypes.COMPLETE).equals(resultType)) {
      throw new IllegalStateException("the handler of " + method + " returned resultType " + resultType
          + "; only the engine builds input_required results, and only for tools/call, prompts/get"
          + " and resources/read");
    }
    requireArray(method, result, requiredList(method));
    JsonObject.Builder complete = JsonObject.builder().put(ResultTypes.MEMBER, ResultTypes.COMPLETE);
    result.members().forEach(complete::put);
    if (McpMethods.RESOURCES_READ.equals(method)) {
      if (!result.has("ttlMs")) {
        complete.put("ttlMs", resourceHints.ttlMs());
      }
      if (!result.has("cacheScope")) {
        complete.put("cacheScope", resourceHints.scope().wireName());
      }
    }
    return complete.put("_meta", meta(result.get("_meta"))).build();
  }

  /** A complete cacheable result built by the engine ({@code server/discover}, the lists). */
  /** The cache hints {@code resources/read} results get when they carry none. */
  CacheHints resourceHints() {
    return resourceHints;
  }

  JsonObject cacheable(JsonObject members, CacheHints hints) {
    JsonObject.Builder result = JsonObject.builder().put(ResultTypes.MEMBER, ResultTypes.COMPLETE);
    members.members().forEach(result::put);
    return result.put("ttlMs", hints.ttlMs())
        .put("cacheScope", hints.scope().wireName())
        .put("_meta", meta(null))
        .build();
  }

  /** The result that ends a {@code subscriptions/listen} stream gracefully: no members but its {@code _meta}. */
  JsonObject subscriptionEnded(JsonValue subscriptionId) {
    return JsonObject.builder().put(ResultTypes.MEMBER, ResultTypes.COMPLETE)
        .put("_meta", meta(null).with(McpMeta.SUBSCRIPTION_ID, subscriptionId))
        .build();
  }

  /** An interim result: questions and/or state, {@code _meta}, never cache hints. */
  JsonObject inputRequired(JsonObject inputRequests, String requestState) {
    JsonObject.Builder result = JsonObject.builder().put(ResultTypes.MEMBER, ResultTypes.INPUT_REQUIRED);
    if (!inputRequests.isEmpty()) {
      result.put("inputRequests", inputRequests);
    }
    return result.put("requestState", requestState).put("_meta", meta(null)).build();
  }

  /** {@code members} with this server's {@code _meta} added (task results and acknowledgements). */
  JsonObject withMeta(JsonObject members) {
    return members.with("_meta", meta(null));
  }

  private JsonObject meta(JsonValue handlerMeta) {
    JsonObject meta = handlerMeta instanceof JsonObject ? (JsonObject) handlerMeta : JsonObject.empty();
    return meta.has(McpMeta.SERVER_INFO) ? meta : meta.with(McpMeta.SERVER_INFO, serverInfo);
  }

  private static String requiredList(String method) {
    switch (method) {
      case McpMethods.TOOLS_CALL:
        return "content";
      case McpMethods.PROMPTS_GET:
        return "messages";
      case McpMethods.RESOURCES_READ:
        return "contents";
      default:
        return null;
    }
  }

  private static void requireArray(String method, JsonObject result, String member) {
    if (member != null && !(result.get(member) instanceof JsonArray)) {
      throw new IllegalStateException("the handler of " + method + " returned a result without a "
          + member + " array");
    }
  }
}
