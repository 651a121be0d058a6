package io.mcpgen.samples.shopper;

import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.FormHook;
import io.mcpgen.samples.orders.OrderDesk;
import java.util.List;
import java.util.Optional;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * Another Boot application, a client of the tea shop: the starter makes its typed client bean
 * from {@code mcpgen.clients.shop.*}, with the answer hooks below.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
public class ShopperApp {

  @Bean
  FormHook<OrderDesk.Delivery> delivery() {
    return question -> Elicited.accepted(new OrderDesk.Delivery("Ada Lovelace", "ada@example.com", "12 St James's Sq",
        "London", OrderDesk.Shipping.EXPRESS, List.of(OrderDesk.Channel.EMAIL), false, Optional.empty()));
  }

  @Bean
  FormHook<OrderDesk.Reason> reason() {
    return question -> Elicited.accepted(new OrderDesk.Reason(OrderDesk.Why.DAMAGED, 1, Optional.of("cracked lid")));
  }

  @Bean
  FormHook<OrderDesk.Remedy> remedy() {
    return question -> Elicited.accepted(new OrderDesk.Remedy(OrderDesk.Fix.REFUND));
  }

  @Bean
  FormHook<OrderDesk.RefundTo> refundTo() {
    return question -> Elicited.accepted(new OrderDesk.RefundTo(OrderDesk.Destination.SHOP_CREDIT));
  }
}
