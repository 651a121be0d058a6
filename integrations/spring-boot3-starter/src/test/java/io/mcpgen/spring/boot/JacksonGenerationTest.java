package io.mcpgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.core.SpringVersion;

/**
 * The Boot 3 starter is tested on what a Boot 3.5 application has: Boot 3.5, Spring Framework 6.2
 * and Boot's managed Jackson 2, with no Jackson 3 ({@code tools.jackson}) anywhere on the class path.
 */
class JacksonGenerationTest {

  @Test
  void runsOnSpringBoot35AndFramework62() {
    assertThat(SpringBootVersion.getVersion()).startsWith("3.5.");
    assertThat(SpringVersion.getVersion()).startsWith("6.2.");
  }

  @Test
  void jackson2IsThereAndWritesJson() throws Exception {
    assertThat(new ObjectMapper().writeValueAsString(Map.of("ok", true))).isEqualTo("{\"ok\":true}");
  }

  @Test
  void noJackson3ClassIsOnTheClassPath() {
    ClassLoader loader = JacksonGenerationTest.class.getClassLoader();
    for (String name : new String[] {"tools.jackson.core.JsonParser", "tools.jackson.databind.ObjectMapper",
        "tools.jackson.databind.json.JsonMapper"}) {
      assertThatThrownBy(() -> Class.forName(name, false, loader)).as(name)
          .isInstanceOf(ClassNotFoundException.class);
    }
    assertThat(loader.getResource("tools/jackson")).isNull();
  }
}
