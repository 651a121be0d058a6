package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.mrtr.ClientCapabilitySet;
import io.mcpgen.runtime.mrtr.InputRequest;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One task as a {@link TaskStore} keeps it: who created it, its status and timestamps, and what
 * the engine needs to resume its handler on any instance that shares the store (the call, the
 * creating request's capabilities, the questions still open, the answers gathered, the handler's
 * notes). Immutable: every change makes a new record.
 */
public final class TaskRecord {

  private final String taskId;
  private final String principal;
  private final TaskStatus status;
  private final String statusMessage;
  private final Instant createdAt;
  private final Instant lastUpdatedAt;
  private final long ttlMs;
  private final long pollIntervalMs;
  private final JsonObject result;
  private final JsonObject error;
  private final CallTarget target;
  private final ClientCapabilitySet capabilities;
  private final JsonObject meta;
  private final Map<String, InputRequest> questions;
  private final Map<String, String> handlerKeys;
  private final Set<String> issuedKeys;
  private final Map<String, PinnedAnswer> answers;
  private final JsonObject notes;
  private final int runs;

  private TaskRecord(String taskId, String principal, TaskStatus status, String statusMessage, Instant createdAt,
      Instant lastUpdatedAt, long ttlMs, long pollIntervalMs, JsonObject result, JsonObject error,
      CallTarget target, ClientCapabilitySet capabilities, JsonObject meta, Map<String, InputRequest> questions,
      Map<String, String> handlerKeys, Set<String> issuedKeys, Map<String, PinnedAnswer> answers, JsonObject notes,
      int runs) {
    this.taskId = taskId;
    this.principal = principal;
    this.status = status;
    this.statusMessage = statusMessage;
    this.createdAt = createdAt;
    this.lastUpdatedAt = lastUpdatedAt;
    this.ttlMs = ttlMs;
    this.pollIntervalMs = pollIntervalMs;
    this.result = result;
    this.error = error;
    this.target = target;
    this.capabilities = capabilities;
    this.meta = meta;
    this.questions = Collections.unmodifiableMap(new LinkedHashMap<>(questions));
    this.handlerKeys = Collections.unmodifiableMap(new LinkedHashMap<>(handlerKeys));
    this.issuedKeys = Collections.unmodifiableSet(new LinkedHashSet<>(issuedKeys));
    this.answers = Collections.unmodifiableMap(new LinkedHashMap<>(answers));
    this.notes = notes;
    this.runs = runs;
  }

  static TaskRecord working(String taskId, String principal, Instant now, long ttlMs, long pollIntervalMs,
      CallTarget target, ClientCapabilitySet capabilities, JsonObject meta, Map<String, PinnedAnswer> answers,
      JsonObject notes, int runs) {
    return new TaskRecord(Objects.requireNonNull(taskId, "taskId"), principal, TaskStatus.WORKING, null, now, now,
        ttlMs, pollIntervalMs, null, null, target, capabilities, meta, Map.of(), Map.of(), Set.of(), answers, notes,
        runs);
  }

  /** The task's identifier, unguessable. */
  public String taskId() {
    return taskId;
  }

  /** The principal that created the task (null when anonymous); no other principal may see it. */
  public String principal() {
    return principal;
  }

  public TaskStatus status() {
    return status;
  }

  /** A message describing the current status, or null. */
  public String statusMessage() {
    return statusMessage;
  }

  public Instant createdAt() {
    return createdAt;
  }

  public Instant lastUpdatedAt() {
    return lastUpdatedAt;
  }

  /** How long after {@link #createdAt()} the task may be discarded, in milliseconds. */
  public long ttlMs() {
    return ttlMs;
  }

  /** When the store may discard the task. */
  public Instant expiresAt() {
    return createdAt.plusMillis(ttlMs);
  }

  /** The polling interval suggested to the client, in milliseconds. */
  public long pollIntervalMs() {
    return pollIntervalMs;
  }

  /** The result the call would have returned, once {@link TaskStatus#COMPLETED}; else null. */
  public JsonObject result() {
    return result;
  }

  /** The JSON-RPC error object, once {@link TaskStatus#FAILED}; else null. */
  public JsonObject error() {
    return error;
  }

  /**
   * The questions the client has yet to answer, by the key sent in {@code inputRequests}; empty
   * unless {@link TaskStatus#INPUT_REQUIRED}.
   */
  public Map<String, InputRequest> questions() {
    return questions;
  }

  /**
   * The handler's own key of an open question sent under {@code wireKey}: the same, unless the
   * handler asked anew under a key the task had already used (keys are unique over a task's life).
   */
  String handlerKey(String wireKey) {
    return handlerKeys.getOrDefault(wireKey, wireKey);
  }

  CallTarget target() {
    return target;
  }

  ClientCapabilitySet capabilities() {
    return capabilities;
  }

  JsonObject meta() {
    return meta;
  }

  Map<String, PinnedAnswer> answers() {
    return answers;
  }

  JsonObject notes() {
    return notes;
  }

  /** How often the handler has run for this task so far. */
  int runs() {
    return runs;
  }

  TaskRecord completed(JsonObject finalResult, Instant now) {
    return change(TaskStatus.COMPLETED, null, finalResult, null, Map.of(), Map.of(), answers, notes, runs, now);
  }

  TaskRecord failed(JsonObject rpcError, Instant now) {
    return change(TaskStatus.FAILED, null, null, rpcError, Map.of(), Map.of(), answers, notes, runs, now);
  }

  TaskRecord cancelled(String why, Instant now) {
    return change(TaskStatus.CANCELLED, why, null, null, Map.of(), Map.of(), answers, notes, runs, now);
  }

  /**
   * The handler asks {@code asked} (by its own keys): each goes out under its key, or, when the
   * task already used that key, under a fresh one ({@code key-2}, {@code key-3}, ...).
   */
  TaskRecord asking(Map<String, InputRequest> asked, Map<String, PinnedAnswer> kept, JsonObject newNotes,
      Instant now) {
    Map<String, InputRequest> open = new LinkedHashMap<>();
    Map<String, String> keys = new LinkedHashMap<>();
    Set<String> used = new LinkedHashSet<>(issuedKeys);
    asked.forEach((key, question) -> {
      String wireKey = key;
      for (int n = 2; used.contains(wireKey); n++) {
        wireKey = key + "-" + n;
      }
      used.add(wireKey);
      open.put(wireKey, question);
      if (!wireKey.equals(key)) {
        keys.put(wireKey, key);
      }
    });
    return new TaskRecord(taskId, principal, TaskStatus.INPUT_REQUIRED, null, createdAt, now, ttlMs, pollIntervalMs,
        null, null, target, capabilities, meta, open, keys, used, kept, newNotes, runs);
  }

  TaskRecord answered(Map<String, InputRequest> stillOpen, Map<String, PinnedAnswer> gathered, Instant now) {
    TaskStatus next = stillOpen.isEmpty() ? TaskStatus.WORKING : TaskStatus.INPUT_REQUIRED;
    Map<String, String> keys = new LinkedHashMap<>(handlerKeys);
    keys.keySet().retainAll(stillOpen.keySet());
    return change(next, null, null, null, stillOpen, keys, gathered, notes, runs, now);
  }

  TaskRecord rerun(JsonObject newNotes, Instant now) {
    return change(TaskStatus.WORKING, null, null, null, Map.of(), Map.of(), answers, newNotes, runs, now);
  }

  TaskRecord started(Instant now) {
    return change(status, statusMessage, result, error, questions, handlerKeys, answers, notes, runs + 1, now);
  }

  private TaskRecord change(TaskStatus nextStatus, String message, JsonObject nextResult, JsonObject nextError,
      Map<String, InputRequest> open, Map<String, String> openKeys, Map<String, PinnedAnswer> kept,
      JsonObject nextNotes, int nextRuns, Instant now) {
    return new TaskRecord(taskId, principal, nextStatus, message, createdAt, now, ttlMs, pollIntervalMs, nextResult,
        nextError, target, capabilities, meta, open, openKeys, issuedKeys, kept, nextNotes, nextRuns);
  }
}
