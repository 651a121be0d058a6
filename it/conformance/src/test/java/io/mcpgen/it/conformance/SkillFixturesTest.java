package io.mcpgen.it.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.skills.LoadedSkill;
import io.mcpgen.runtime.skills.SkillClient;
import io.mcpgen.runtime.skills.SkillEntry;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The skill the {@code sep-2640-skills-*} scenarios find on the conformance server, read back through {@link SkillClient}. */
class SkillFixturesTest {

  @Test
  void theConformanceServerServesPdfProcessingWhichVerifiesAndHasAReferencesFolder() {
    try (McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(ConformanceServer.engine()))
        .build()) {
      SkillClient skills = new SkillClient(client);
      List<SkillEntry> entries = skills.list().join();
      assertEquals(List.of("pdf-processing"), entries.stream().map(SkillEntry::name).toList());
      SkillEntry pdf = entries.get(0);
      assertEquals("skill://pdf-processing/SKILL.md", pdf.uri());
      assertEquals(2, pdf.files().size());
      LoadedSkill loaded = skills.load(pdf).join();
      assertTrue(loaded.manifest().contains("references/FORMS.md"));
      String forms = new String(loaded.file("skill://pdf-processing/references/FORMS.md").join(),
          StandardCharsets.UTF_8);
      assertTrue(forms.startsWith("# Forms"), forms);
      JsonObject directory = client.request("resources/directory/read",
          JsonObject.of("uri", JsonString.of("skill://pdf-processing")), CallOptions.defaults()).join();
      assertTrue(directory.get("resources").toString().contains("\"inode/directory\""), directory::toString);
    }
  }
}
