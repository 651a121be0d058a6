package io.mcpgen.servlet;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A servlet container's objects for one async request, as Tomcat behaves once it has ended the
 * exchange: after {@link #recycle()} every method of the response and the request throws
 * {@code IllegalStateException}, and a second {@code complete()} does too. It counts the calls made
 * on them after recycling and the completions.
 */
final class RecyclingContainer {

  final AtomicInteger completions = new AtomicInteger();
  final AtomicInteger callsAfterRecycling = new AtomicInteger();
  final List<AsyncListener> listeners = new CopyOnWriteArrayList<>();
  private volatile boolean recycled;

  final HttpServletResponse response = proxy(HttpServletResponse.class, "The response object has been recycled",
      (name, args) -> switch (name) {
        case "getOutputStream" -> new Output();
        case "isCommitted" -> false;
        default -> null;
      });

  final HttpServletRequest request = proxy(HttpServletRequest.class, "The request object has been recycled",
      (name, args) -> null);

  final AsyncContext async = proxy(AsyncContext.class, "The async context has been recycled", (name, args) -> {
    switch (name) {
      case "addListener" -> listeners.add((AsyncListener) args[0]);
      case "complete" -> {
        if (completions.incrementAndGet() > 1) {
          throw new IllegalStateException("complete() called twice");
        }
      }
      default -> { }
    }
    return null;
  });

  /** The container ends the exchange and recycles its objects (without telling the listeners). */
  void recycle() {
    recycled = true;
  }

  /** The container reports an async error to the listeners, then recycles. */
  void fail() throws Exception {
    for (AsyncListener listener : listeners) {
      listener.onError(new AsyncEvent(async, new java.io.IOException("connection reset")));
    }
    recycle();
  }

  private interface Answer {
    Object apply(String method, Object[] args);
  }

  private <T> T proxy(Class<T> type, String recycledMessage, Answer answer) {
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (self, method, args) -> {
      if (method.getDeclaringClass() == Object.class) {
        return switch (method.getName()) {
          case "hashCode" -> System.identityHashCode(self);
          case "equals" -> self == args[0];
          default -> type.getSimpleName();
        };
      }
      if (recycled) {
        callsAfterRecycling.incrementAndGet();
        throw new IllegalStateException(recycledMessage);
      }
      return answer.apply(method.getName(), args);
    }));
  }

  /** An output stream that takes everything at once. */
  private final class Output extends ServletOutputStream {
    @Override
    public boolean isReady() {
      if (recycled) {
        callsAfterRecycling.incrementAndGet();
        throw new IllegalStateException("The response object has been recycled");
      }
      return true;
    }

    @Override
    public void setWriteListener(WriteListener listener) {
      // writes are always possible here
    }

    @Override
    public void write(int b) {
      isReady();
    }
  }
}
