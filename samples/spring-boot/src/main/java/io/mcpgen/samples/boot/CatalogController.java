package io.mcpgen.samples.boot;

import io.mcpgen.samples.orders.OrderDesk;
import io.mcpgen.samples.orders.TeaShop;
import java.util.Locale;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** The web shop's REST API, as the service had it before MCP: the catalog by shelf. */
@RestController
@RequestMapping("/api")
class CatalogController {

  private final TeaShop shop;

  CatalogController(TeaShop shop) {
    this.shop = shop;
  }

  @GetMapping("/catalog/{category}")
  OrderDesk.Catalog catalog(@PathVariable("category") String category) {
    OrderDesk.Category shelf;
    try {
      shelf = OrderDesk.Category.valueOf(category.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException unknown) {
      throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no shelf " + category);
    }
    return shop.catalog(new OrderDesk.Browse(shelf));
  }
}
