package io.mcpgen.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.jackson.CodecModule;
import io.mcpgen.json.jackson.CodecModules;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JacksonModule;

/**
 * The records' Jackson module is listed where only mcpgen-json-jackson looks: a user with
 * jackson-databind but not that backend (a Spring application, say) has Jackson find nothing of
 * this jar, instead of a module whose superclass is missing.
 */
class JacksonRegistrationTest {

  @Test
  void theModuleIsListedForTheBackendAndNotForJackson() throws IOException {
    ClassLoader loader = JacksonRegistrationTest.class.getClassLoader();
    List<URL> jackson = Collections.list(loader.getResources("META-INF/services/" + JacksonModule.class.getName()));
    assertTrue(jackson.stream().noneMatch(url -> read(url).contains(McpSchemaJacksonModule.class.getName())),
        jackson.toString());
    List<URL> backend = Collections.list(loader.getResources("META-INF/services/" + CodecModule.class.getName()));
    assertTrue(backend.stream().anyMatch(url -> read(url).contains(McpSchemaJacksonModule.class.getName())),
        backend.toString());
  }

  @Test
  void theBackendsOneModuleSetsUpTheRecordsModule() {
    assertEquals(List.of(McpSchemaJacksonModule.class),
        new CodecModules().modules().stream().map(Object::getClass).toList());
  }

  private static String read(URL url) {
    try (InputStream in = url.openStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
