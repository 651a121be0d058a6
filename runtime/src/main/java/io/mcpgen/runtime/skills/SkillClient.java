package io.mcpgen.runtime.skills;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.mrtr.McpMethods;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * The client side of the {@code io.modelcontextprotocol/skills} extension over a
 * {@link McpClientEngine}: {@link #list()} and {@link #get} fetch entries only; no file is read
 * until a skill is {@link #load loaded}, and then only its {@code SKILL.md}; each supporting file
 * is read when {@link LoadedSkill#file asked for}. Every read is verified against the entry
 * ({@link SkillVerifier}); a read that fails completes exceptionally with a
 * {@link SkillVerificationException} and its content is dropped.
 *
 * <pre>{@code
 * SkillClient skills = new SkillClient(client);
 * SkillEntry pdf = skills.list().join().get(0);
 * LoadedSkill loaded = skills.load(pdf).join();           // reads and verifies SKILL.md only
 * byte[] forms = loaded.file("skill://pdf-processing/references/FORMS.md").join();
 * }</pre>
 */
public final class SkillClient {

  /** Pages of {@code skills/list} followed at most, against a server that never stops paging. */
  public static final int MAX_PAGES = 100;

  private final McpClientEngine client;

  /** Skills of the server this client talks to. */
  public SkillClient(McpClientEngine client) {
    this.client = Objects.requireNonNull(client, "client");
  }

  /**
   * Every skill the server lists, following {@code nextCursor}; reads no file.
   *
   * @return entries; fails with {@link SkillVerificationException} for a malformed entry
   */
  public CompletableFuture<List<SkillEntry>> list() {
    return page(null, new ArrayList<>(), new HashSet<>());
  }

  private CompletableFuture<List<SkillEntry>> page(String cursor, List<SkillEntry> entries, Set<String> seen) {
    JsonObject params = cursor == null ? JsonObject.empty() : JsonObject.of("cursor", JsonString.of(cursor));
    return client.request(McpMethods.SKILLS_LIST, params, client.defaults()).thenCompose(result -> {
      JsonValue skills = result.get("skills");
      if (!(skills instanceof JsonArray)) {
        throw new IllegalStateException("skills/list answered without a skills array");
      }
      for (JsonValue entry : skills.asArray().elements()) {
        entries.add(SkillEntry.fromJson(entry));
      }
      JsonValue next = result.get("nextCursor");
      if (!(next instanceof JsonString) || next.asString().isEmpty()) {
        return CompletableFuture.completedFuture(List.copyOf(entries));
      }
      if (!seen.add(next.asString()) || seen.size() >= MAX_PAGES) {
        throw new IllegalStateException("skills/list kept paging (repeated cursor or over " + MAX_PAGES + " pages)");
      }
      return page(next.asString(), entries, seen);
    });
  }

  /** The entry of the skill whose {@code SKILL.md} has this URI ({@code skills/get}); reads no file. */
  public CompletableFuture<SkillEntry> get(String uri) {
    return client.request(McpMethods.SKILLS_GET, JsonObject.of("uri", JsonString.of(uri)), client.defaults())
        .thenApply(result -> SkillEntry.fromJson(result.get("skill")));
  }

  /**
   * Loads a skill: reads its {@code SKILL.md} and verifies size, digest and front matter against
   * the entry. No other file is read.
   *
   * @return the loaded skill; fails with {@link SkillVerificationException} when it does not verify
   */
  public CompletableFuture<LoadedSkill> load(SkillEntry skill) {
    return read(skill, skill.uri())
        .thenApply(bytes -> new LoadedSkill(this, skill, SkillVerifier.verifyManifest(skill, bytes)));
  }

  /** Reads and verifies one file of a loaded skill. */
  CompletableFuture<byte[]> file(SkillEntry skill, String uri) {
    return read(skill, uri).thenApply(bytes -> {
      SkillVerifier.verifyFile(skill, uri, bytes);
      return bytes;
    });
  }

  private CompletableFuture<byte[]> read(SkillEntry skill, String uri) {
    return client.readResource(uri).thenApply(outcome -> content(skill, uri, outcome.resultOrThrow()));
  }

  /** The raw bytes of the read's content for this URI: text as UTF-8, or the decoded blob. */
  private static byte[] content(SkillEntry skill, String uri, JsonObject result) {
    JsonValue contents = result.get("contents");
    if (contents instanceof JsonArray) {
      for (JsonValue item : contents.asArray().elements()) {
        if (!(item instanceof JsonObject) || !JsonString.of(uri).equals(item.asObject().get("uri"))) {
          continue;
        }
        JsonValue text = item.asObject().get("text");
        if (text instanceof JsonString) {
          return text.asString().getBytes(StandardCharsets.UTF_8);
        }
        JsonValue blob = item.asObject().get("blob");
        if (blob instanceof JsonString) {
          try {
            return Base64.getDecoder().decode(blob.asString());
          } catch (IllegalArgumentException notBase64) {
            throw new SkillVerificationException(skill.uri(), uri + ": the blob is not base64");
          }
        }
      }
    }
    throw new SkillVerificationException(skill.uri(), uri + ": the read returned no content for that URI");
  }
}
