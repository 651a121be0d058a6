package io.mcpgen.spring.boot;

import io.mcpgen.runtime.server.EngineListener;
import io.mcpgen.runtime.server.RoundEvent;
import io.mcpgen.runtime.server.RoundStart;
import io.mcpgen.runtime.state.RejectionReason;
import java.util.List;

/** Several {@link EngineListener} beans as the engine's one listener, each told in order. */
final class CompositeEngineListener implements EngineListener {

  private final List<EngineListener> listeners;

  private CompositeEngineListener(List<EngineListener> listeners) {
    this.listeners = listeners;
  }

  static EngineListener of(List<EngineListener> listeners) {
    if (listeners.isEmpty()) {
      return EngineListener.NONE;
    }
    return listeners.size() == 1 ? listeners.get(0) : new CompositeEngineListener(List.copyOf(listeners));
  }

  @Override
  public void roundStarted(RoundStart start) {
    for (EngineListener listener : listeners) {
      listener.roundStarted(start);
    }
  }

  @Override
  public void roundEnded(RoundEvent event) {
    // In reverse, so that what the listeners made current at the start is unwound in order.
    for (int i = listeners.size() - 1; i >= 0; i--) {
      listeners.get(i).roundEnded(event);
    }
  }

  @Override
  public void requestStateRejected(RejectionReason reason) {
    for (EngineListener listener : listeners) {
      listener.requestStateRejected(reason);
    }
  }
}
