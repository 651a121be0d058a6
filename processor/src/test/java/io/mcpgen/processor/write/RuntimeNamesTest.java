package io.mcpgen.processor.write;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import com.palantir.javapoet.ClassName;
import org.junit.jupiter.api.Test;

/** The processor names runtime types by string; the runtime (test scope here) must have each. */
class RuntimeNamesTest {

  @Test
  void everyRuntimeNameResolves() {
    for (ClassName name : RuntimeNames.ALL) {
      assertDoesNotThrow(() -> Class.forName(name.reflectionName()), name.canonicalName());
    }
    assertDoesNotThrow(() -> Class.forName(RuntimeNames.JACKSON_MODULE_SERVICE));
  }
}
