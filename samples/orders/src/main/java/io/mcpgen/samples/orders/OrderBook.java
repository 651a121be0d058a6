package io.mcpgen.samples.orders;

import io.mcpgen.samples.orders.OrderDesk.Delivery;
import io.mcpgen.samples.orders.OrderDesk.Product;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** The shop's orders, in memory: numbered A-1001, A-1002, ... and returns, ... */
final class OrderBook {

  /** An order as the shop keeps it. */
  record Placed(String id, Product product, int quantity, Delivery delivery, long totalCents) {}

  private final Map<String, Placed> orders = new ConcurrentHashMap<>();
  private final AtomicInteger lastOrder = new AtomicInteger(1000);
  private final AtomicInteger lastReturn = new AtomicInteger();

  Placed place(Product product, int quantity, Delivery delivery, long totalCents) {
    Placed placed = new Placed("A-" + lastOrder.incrementAndGet(), product, quantity, delivery, totalCents);
    orders.put(placed.id(), placed);
    return placed;
  }

  /** The order, or an exception whose message the caller sees. */
  Placed find(String id) {
    return Optional.ofNullable(orders.get(id)).orElseThrow(() -> new IllegalArgumentException("no order " + id));
  }

  String issueReturn() {
    return "R-" + lastReturn.incrementAndGet();
  }
}
