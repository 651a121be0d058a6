package io.mcpgen.runtime.server;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.log.LogText;
import io.mcpgen.runtime.mrtr.McpMeta;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The open {@code subscriptions/listen} streams of a server, and how the application tells them
 * what changed: {@link #resourceUpdated}, {@link #toolsListChanged}, {@link #promptsListChanged},
 * {@link #resourcesListChanged}. Each notification goes only to the streams whose filter asked for
 * it, with the stream's {@code io.modelcontextprotocol/subscriptionId}.
 *
 * <pre>{@code
 * Subscriptions updates = Subscriptions.create(100, 50);
 * McpServerEngine engine = OrdersMcpServer.builder(orders).subscriptions(updates).build();
 * ...
 * updates.resourceUpdated("orders://42");   // whenever order 42 changes
 * }</pre>
 *
 * <p>Bounded: at most {@code maxListeners} streams at once (one more is refused with
 * {@code -32603}) and at most {@code maxUrisPerListener} resource URIs per stream (the rest are
 * left out of the acknowledgement, so the client sees they are not honoured). A stream ends when
 * its client goes away (HTTP: the response stream closes; stdio: {@code notifications/cancelled}
 * or the end of input), or when {@link #close} is called: then the stream gets
 * {@code notifications/cancelled} naming its {@code subscriptions/listen} request, and the
 * request's result ends it gracefully. Publishing never blocks on one client longer than its transport's
 * write does, and a write that fails ends that stream only.
 *
 * <p>Within one process only: with several server instances, publish to each instance's
 * {@code Subscriptions}. Thread-safe.
 */
public final class Subscriptions implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(Subscriptions.class.getName());

  static final String TOOLS_LIST_CHANGED = "notifications/tools/list_changed";
  static final String PROMPTS_LIST_CHANGED = "notifications/prompts/list_changed";
  static final String RESOURCES_LIST_CHANGED = "notifications/resources/list_changed";
  static final String RESOURCE_UPDATED = "notifications/resources/updated";

  private final int maxListeners;
  private final int maxUrisPerListener;
  private final List<Listener> listeners = new CopyOnWriteArrayList<>();
  /** Transports that also tell 2025-era sessions ({@code resources/subscribe}) of resource updates. */
  private final List<Consumer<String>> resourceObservers = new CopyOnWriteArrayList<>();
  private boolean closed;

  private Subscriptions(int maxListeners, int maxUrisPerListener) {
    this.maxListeners = maxListeners;
    this.maxUrisPerListener = maxUrisPerListener;
  }

  /**
   * @param maxListeners how many streams may be open at once
   * @param maxUrisPerListener how many resource URIs one stream may watch
   */
  public static Subscriptions create(int maxListeners, int maxUrisPerListener) {
    if (maxListeners < 1 || maxUrisPerListener < 0) {
      throw new IllegalArgumentException("maxListeners must be at least 1 and maxUrisPerListener at least 0");
    }
    return new Subscriptions(maxListeners, maxUrisPerListener);
  }

  /** How many streams are open. */
  public int listeners() {
    return listeners.size();
  }

  int maxUrisPerListener() {
    return maxUrisPerListener;
  }

  /**
   * Tells the streams watching {@code uri} that the resource changed, and the 2025-era sessions
   * that subscribed to it on a transport serving this server's engine.
   */
  public void resourceUpdated(String uri) {
    JsonObject params = JsonObject.of("uri", JsonString.of(uri));
    for (Listener listener : listeners) {
      if (listener.uris().contains(uri)) {
        listener.send(RESOURCE_UPDATED, params);
      }
    }
    for (Consumer<String> observer : resourceObservers) {
      try {
        observer.accept(uri);
      } catch (RuntimeException e) {
        LOG.log(Level.WARNING, "a resource update observer failed", LogText.sanitized(e));
      }
    }
  }

  /**
   * Also tells {@code observer} of every {@link #resourceUpdated}: how {@code StreamableHttpService}
   * and {@code StdioServer} reach the 2025-era sessions that subscribed with
   * {@code resources/subscribe}, so that one call serves both eras.
   *
   * @return what stops the observing
   */
  public Runnable observeResourceUpdates(Consumer<String> observer) {
    Objects.requireNonNull(observer, "observer");
    resourceObservers.add(observer);
    return () -> resourceObservers.remove(observer);
  }

  /** Tells the streams that asked for it that the list of tools changed. */
  public void toolsListChanged() {
    publish(TOOLS_LIST_CHANGED);
  }

  /** Tells the streams that asked for it that the list of prompts changed. */
  public void promptsListChanged() {
    publish(PROMPTS_LIST_CHANGED);
  }

  /** Tells the streams that asked for it that the list of resources (or templates) changed. */
  public void resourcesListChanged() {
    publish(RESOURCES_LIST_CHANGED);
  }

  private void publish(String method) {
    for (Listener listener : listeners) {
      if (listener.lists().contains(method)) {
        listener.send(method, JsonObject.empty());
      }
    }
  }

  /**
   * Ends every stream gracefully (each gets its {@code subscriptions/listen} result) and refuses
   * new ones. For server shutdown.
   */
  @Override
  public void close() {
    synchronized (this) {
      closed = true;
    }
    for (Listener listener : listeners) {
      listener.end(true);
    }
  }

  /** Adds a stream; false when the server is at its limit or closed. */
  synchronized boolean add(Listener listener) {
    if (closed || listeners.size() >= maxListeners) {
      return false;
    }
    listeners.add(listener);
    return true;
  }

  void remove(Listener listener) {
    listeners.remove(listener);
  }

  /**
   * One open stream: its id, what it asked for, where its notifications go, and the reply that
   * ends it. Notifications are written under its lock, so none precedes the acknowledgement and
   * none follows the end.
   */
  static final class Listener {
    private final Subscriptions owner;
    private final JsonValue id;
    private final Set<String> lists;
    private final Set<String> uris;
    private final NotificationSink sink;
    private final CompletableFuture<Boolean> ended = new CompletableFuture<>();
    private boolean open;

    Listener(Subscriptions owner, JsonValue id, Set<String> lists, Set<String> uris, NotificationSink sink) {
      this.owner = owner;
      this.id = id;
      this.lists = Set.copyOf(lists);
      this.uris = Set.copyOf(uris);
      this.sink = sink;
    }

    Set<String> lists() {
      return lists;
    }

    Set<String> uris() {
      return uris;
    }

    /** Completes with true when the server ended the stream, false when the client went away. */
    CompletableFuture<Boolean> ended() {
      return ended;
    }

    /** Sends the acknowledgement; from then on notifications flow. */
    synchronized void acknowledge(JsonObject agreed) {
      if (ended.isDone()) {
        return;
      }
      write(notification("notifications/subscriptions/acknowledged", JsonObject.of("notifications", agreed)));
      open = true;
    }

    synchronized void send(String method, JsonObject params) {
      if (open && !ended.isDone()) {
        write(notification(method, params));
      }
    }

    /**
     * Ends the stream once: removed from its owner first, so nothing is written after. When the
     * server ends it, the client is told with {@code notifications/cancelled} naming the
     * {@code subscriptions/listen} request (cancellation.mdx: a server MUST send it when it tears
     * a stream down); the graceful result follows as the reply.
     */
    void end(boolean byServer) {
      owner.remove(this);
      synchronized (this) {
        if (byServer && open && !ended.isDone()) {
          open = false;
          write(notification(McpMethods.NOTIFICATION_CANCELLED, JsonObject.builder()
              .put("requestId", id)
              .put("reason", "the server ended the subscription")
              .build()));
        }
        open = false;
      }
      ended.complete(byServer);
    }

    private JsonObject notification(String method, JsonObject params) {
      JsonObject meta = JsonObject.of(McpMeta.SUBSCRIPTION_ID, id);
      return JsonObject.builder()
          .put("jsonrpc", "2.0")
          .put("method", method)
          .put("params", params.with("_meta", meta))
          .build();
    }

    private void write(JsonObject notification) {
      try {
        sink.send(notification);
      } catch (RuntimeException failed) {
        LOG.log(Level.DEBUG, "a subscription's notification could not be written; ending it",
            LogText.sanitized(failed));
        end(false);
      }
    }
  }
}
