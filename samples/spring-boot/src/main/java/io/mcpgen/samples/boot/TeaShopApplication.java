package io.mcpgen.samples.boot;

import io.mcpgen.samples.orders.OrderDesk;
import io.mcpgen.samples.orders.TeaShop;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The tea shop's service: a REST API for its web shop ({@link CatalogController}) and, since the
 * mcpgen starter is on the class path, the same shop as an MCP server at {@code /mcp}. All it took
 * is the {@link OrderDesk} bean below and the {@code mcpgen.*} properties in application.yaml.
 */
@SpringBootApplication
public class TeaShopApplication {

  /**
   * The shop: the web shop's controller uses it, and the starter serves it over MCP because it
   * implements {@link OrderDesk}, an {@code @McpServer} interface.
   */
  @Bean
  TeaShop teaShop() {
    return new TeaShop();
  }

  public static void main(String[] args) {
    SpringApplication.run(TeaShopApplication.class, args);
  }
}
