package io.mcpgen.runtime.client;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A tool call made as a task of the {@code io.modelcontextprotocol/tasks} extension: where it
 * stands now, its result once it has one, and a way to cancel it.
 *
 * <p>The client polls {@code tasks/get} at the interval the server suggests, answers the task's
 * questions with the same handlers as a multi round-trip call (through {@code tasks/update}), and
 * completes {@link #result()} as a plain call would: with the result, or with the error the task
 * ended with ({@link McpServerException} for a failed task, {@link CallCancelledException} for a
 * cancelled one, {@link CallTimeoutException} past {@code maxTotalTimeout}). A server that answers
 * without creating a task (an optional task-supporting tool, or a server without the extension)
 * completes the handle at once. Thread-safe.
 *
 * @param <T> the result's type
 */
public final class TaskHandle<T> {

  private final TaskProgress progress;
  private final CompletableFuture<T> result;

  TaskHandle(TaskProgress progress, CompletableFuture<T> result) {
    this.progress = progress;
    this.result = result;
  }

  /** The id the server gave the task; null until it created one, or when it answered without one. */
  public String taskId() {
    return progress.taskId();
  }

  /** Where the task stood when the client last heard of it. */
  public TaskState status() {
    return progress.state();
  }

  /** The server's last {@code statusMessage}, or null. */
  public String statusMessage() {
    return progress.message();
  }

  /** Completes with the task's result, or fails as a plain call would. */
  public CompletableFuture<T> result() {
    return result;
  }

  /**
   * Cancels the task: the client stops polling, sends {@code tasks/cancel} once the server has
   * created the task, and fails {@link #result()} with {@link CallCancelledException}. Does
   * nothing once the task has ended.
   */
  public void cancel() {
    progress.cancel("cancelled through its TaskHandle");
  }

  /** A handle on the same task whose result is this one's, converted (a typed client decodes with it). */
  public <U> TaskHandle<U> map(Function<? super T, ? extends U> conversion) {
    Objects.requireNonNull(conversion, "conversion");
    return new TaskHandle<>(progress, result.thenApply(conversion));
  }
}
