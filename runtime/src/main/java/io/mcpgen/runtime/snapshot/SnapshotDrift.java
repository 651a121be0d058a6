package io.mcpgen.runtime.snapshot;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.ProtocolViolationException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Compares a live server's tools with the snapshot a typed client was generated from, once, before
 * the client's first call: every page of {@code tools/list}, a {@link ToolDigest} per tool against
 * the snapshot's. A tool whose digest differs has changed; one the server no longer lists is gone.
 * Tools the server added are no drift (the client does not call them).
 *
 * <p>Under {@link DriftPolicy#WARN} the changed tools are logged by name and calls go on; under
 * {@link DriftPolicy#FAIL} every call fails with {@link SnapshotDriftException}. A failed listing
 * (the server unreachable) is not remembered: the next call compares again.
 */
public final class SnapshotDrift {

  private static final System.Logger LOG = System.getLogger(SnapshotDrift.class.getName());

  private final McpClientEngine client;
  private final Map<String, String> expected;
  private final DriftPolicy policy;
  private final Set<String> gone = ConcurrentHashMap.newKeySet();
  private CompletableFuture<List<String>> compared;

  /**
   * @param expected the snapshot's digest of each tool, by tool name
   */
  public SnapshotDrift(McpClientEngine client, Map<String, String> expected, DriftPolicy policy) {
    this.client = Objects.requireNonNull(client, "client");
    this.expected = new TreeMap<>(expected);
    this.policy = Objects.requireNonNull(policy, "policy");
  }

  /** Completes when calls may go ahead; fails with {@link SnapshotDriftException} under {@code FAIL}. */
  public CompletableFuture<Void> ready() {
    if (policy == DriftPolicy.IGNORE) {
      return CompletableFuture.completedFuture(null);
    }
    return changedTools().thenAccept(changed -> {
      if (!changed.isEmpty() && policy == DriftPolicy.FAIL) {
        throw new SnapshotDriftException(message(changed), changed);
      }
    });
  }

  /** The names of the tools that changed or are gone since the snapshot, compared once. */
  public synchronized CompletableFuture<List<String>> changedTools() {
    if (compared == null || compared.isCompletedExceptionally()) {
      CompletableFuture<List<String>> started = new CompletableFuture<>();
      compared = started;
      collect(null, new TreeMap<>(), new HashSet<>(), started);
      compared = started.thenApply(changed -> {
        if (!changed.isEmpty() && policy == DriftPolicy.WARN) {
          LOG.log(System.Logger.Level.WARNING, message(changed));
        }
        return changed;
      });
    }
    return compared;
  }

  private void collect(String cursor, Map<String, String> live, Set<String> cursors,
      CompletableFuture<List<String>> done) {
    JsonObject params = cursor == null ? JsonObject.empty() : JsonObject.of("cursor", JsonString.of(cursor));
    client.request(McpMethods.TOOLS_LIST, params, client.defaults()).whenComplete((result, failure) -> {
      if (failure != null) {
        done.completeExceptionally(failure);
        return;
      }
      try {
        JsonValue tools = result.get("tools");
        if (!(tools instanceof JsonArray)) {
          throw new ProtocolViolationException("the tools/list result has no \"tools\" array", result, 1, null);
        }
        for (JsonValue tool : tools.asArray().elements()) {
          live.put(Snapshots.toolName(tool), ToolDigest.of(tool.asObject()));
        }
        JsonValue next = result.get("nextCursor");
        if (next instanceof JsonString && cursors.add(next.asString()) && cursors.size() < Snapshots.MAX_PAGES) {
          collect(next.asString(), live, cursors, done);
          return;
        }
        done.complete(compare(live));
      } catch (RuntimeException e) {
        done.completeExceptionally(e);
      }
    });
  }

  private List<String> compare(Map<String, String> live) {
    List<String> changed = new ArrayList<>();
    for (Map.Entry<String, String> tool : expected.entrySet()) {
      String now = live.get(tool.getKey());
      if (now == null) {
        gone.add(tool.getKey());
      }
      if (!tool.getValue().equals(now)) {
        changed.add(tool.getKey());
      }
    }
    return List.copyOf(changed);
  }

  private String message(List<String> changed) {
    List<String> described = new ArrayList<>();
    for (String tool : changed) {
      described.add(tool + (gone.contains(tool) ? " (gone)" : " (schema changed)"));
    }
    return "the server's tools differ from the snapshot this client was generated from: "
        + String.join(", ", described) + "; take a new snapshot and recompile";
  }
}
