package io.mcpgen.samples.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The service does not start without its requestState key, and says which property is missing. */
class MissingKeyTest {

  @Test
  void withoutTheKeyStartupFailsNamingTheProperty() {
    assertThatThrownBy(() -> new SpringApplicationBuilder(TeaShopApplication.class)
        .properties("server.port=0", "server.address=127.0.0.1", "spring.main.banner-mode=off")
        .run().close())
        .satisfies(failure -> assertThat(messages(failure)).contains("mcpgen.request-state.keys"));
  }

  @Test
  void withAnEmptyKeyStartupFailsNamingTheKeysProperty() {
    assertThatThrownBy(() -> new SpringApplicationBuilder(TeaShopApplication.class)
        .properties("server.port=0", "server.address=127.0.0.1", "spring.main.banner-mode=off", "TEA_SHOP_MCP_KEY=")
        .run().close())
        .satisfies(failure -> assertThat(messages(failure)).contains("mcpgen.request-state.keys.2026-11"));
  }

  private static String messages(Throwable failure) {
    StringBuilder all = new StringBuilder();
    for (Throwable at = failure; at != null; at = at.getCause()) {
      all.append(at.getMessage()).append('\n');
    }
    return all.toString();
  }
}
