package io.mcpgen.it.architecture;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import io.mcpgen.json.misplaced.ImportsJackson;
import io.mcpgen.runtime.transport.stdio.server.misplaced.ImportsLegacy;
import org.junit.jupiter.api.Test;

/**
 * The rules fail on the wrong imports they exist for: each fixture (test sources only, so the main
 * import never sees it) breaks one arrow, and the rule's message names the class and what it used.
 */
class RulesCatchWrongImportsTest {

  private static void assertCaught(ArchRule rule, Class<?> fixture, String used) {
    JavaClasses wrong = new ClassFileImporter().importClasses(fixture);
    AssertionError failure = assertThrows(AssertionError.class, () -> rule.check(wrong));
    assertTrue(failure.getMessage().contains(fixture.getName()) && failure.getMessage().contains(used),
        failure.getMessage());
  }

  @Test
  void aTransportImportingTheLegacyBridge() {
    assertCaught(Layers.TRANSPORTS_WITHOUT_LEGACY, ImportsLegacy.class, "io.mcpgen.legacy.server.LegacyEra");
    assertCaught(Layers.RUNTIME, ImportsLegacy.class, "io.mcpgen.legacy.server.LegacyEra");
  }

  @Test
  void theJsonLayerImportingJackson() {
    assertCaught(Layers.JSON, ImportsJackson.class, "tools.jackson.core.JsonParser");
  }

  @Test
  void theProtocolCoreImportingAnEngine() {
    assertCaught(Layers.CORE_UNDER_ENGINES, io.mcpgen.runtime.state.misplaced.ImportsServerEngine.class,
        "io.mcpgen.runtime.server.McpServerEngine");
  }

  @Test
  void aClientTransportImportingTheServerEngine() {
    assertCaught(Layers.CLIENT_TRANSPORTS, io.mcpgen.runtime.transport.http.client.misplaced.ImportsServerEngine.class,
        "io.mcpgen.runtime.server.McpServerEngine");
  }
}
