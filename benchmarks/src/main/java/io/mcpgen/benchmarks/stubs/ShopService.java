package io.mcpgen.benchmarks.stubs;

import io.mcpgen.runtime.typed.Elicited;

/** The work behind both dispatchers: the same methods, called with the same values. */
final class ShopService implements Shop {

  static final long UNIT_CENTS = 1_250;

  @Override
  public Quote quote(Order order) {
    return new Quote(order.sku(), order.quantity(), UNIT_CENTS * order.quantity());
  }

  @Override
  public Receipt placeOrder(Order order, Elicited<Confirm> confirm) {
    boolean confirmed = confirm.accepted().map(Confirm::confirmed).orElse(false);
    return new Receipt(confirmed ? order.sku() + "-" + order.quantity() : "-",
        confirmed ? UNIT_CENTS * order.quantity() : 0, confirmed);
  }
}
