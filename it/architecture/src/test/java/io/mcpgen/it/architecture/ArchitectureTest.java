package io.mcpgen.it.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every rule of {@link Layers}, on the main classes of every module this one depends on. */
class ArchitectureTest {

  private static JavaClasses mcpgen;

  @BeforeAll
  static void importMainClasses() {
    mcpgen = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("io.mcpgen");
  }

  static Stream<ArchRule> rules() {
    return Layers.ALL.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rules")
  void holds(ArchRule rule) {
    rule.check(mcpgen);
  }

  /** A rule over no classes passes vacuously: each module must really be on the class path. */
  @Test
  void everyLayerIsImported() {
    for (String layer : new String[] {"io.mcpgen.json", "io.mcpgen.json.jackson", "io.mcpgen.annotations",
        "io.mcpgen.runtime.server", "io.mcpgen.runtime.client", "io.mcpgen.runtime.transport.http.server",
        "io.mcpgen.runtime.transport.http.client", "io.mcpgen.runtime.transport.stdio.server",
        "io.mcpgen.legacy.server", "io.mcpgen.legacy.client", "io.mcpgen.protocol", "io.mcpgen.processor",
        "io.mcpgen.jetty", "io.mcpgen.servlet", "io.mcpgen.oauth", "io.mcpgen.redis", "io.mcpgen.cli"}) {
      assertTrue(mcpgen.containPackage(layer), layer + " was not imported");
    }
  }
}
