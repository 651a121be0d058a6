package io.mcpgen.it.conformance;

import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.skills.LoadedSkill;
import io.mcpgen.runtime.skills.SkillClient;
import io.mcpgen.runtime.skills.SkillEntry;
import io.mcpgen.runtime.skills.SkillFileEntry;
import io.mcpgen.runtime.skills.SkillVerificationException;
import java.util.List;
import java.util.concurrent.CompletionException;

/**
 * The {@code sep-2640-client-*} scenarios through {@link SkillClient}: listing alone reads no file
 * ({@code no-prefetch}); loading a skill reads its {@code SKILL.md}, and a skill that fails
 * verification ({@code verify-digest}, {@code -size}, {@code -frontmatter}) is refused before any
 * other file of it is read.
 */
final class SkillScenarios {

  private SkillScenarios() {}

  /** {@code skills/list} only: no skill is loaded, so no file may be read. */
  static void listOnly(McpClientEngine client) {
    new SkillClient(client).list().join();
  }

  /**
   * Lists, then loads the first skill and, once it verifies, reads each of its other files; a
   * refused skill ends the scenario (reported on stderr), which is what the scenario expects of a
   * tampered one.
   */
  static void loadFirstSkill(McpClientEngine client) {
    SkillClient skills = new SkillClient(client);
    List<SkillEntry> entries = skills.list().join();
    if (entries.isEmpty()) {
      throw new IllegalStateException("the server lists no skill");
    }
    SkillEntry skill = entries.get(0);
    try {
      LoadedSkill loaded = skills.load(skill).join();
      for (SkillFileEntry file : skill.files()) {
        if (!file.uri().equals(skill.uri())) {
          loaded.file(file.uri()).join();
        }
      }
    } catch (CompletionException failed) {
      if (!(failed.getCause() instanceof SkillVerificationException)) {
        throw failed;
      }
      System.err.println(failed.getCause().getMessage());
    }
  }
}
