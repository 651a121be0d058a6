/**
 * What both sides of the {@code io.modelcontextprotocol/skills} extension (SEP-2640) share: the
 * {@code SKILL.md} front matter as JSON ({@link io.mcpgen.runtime.skills.FrontMatter}), the
 * {@code sha256:} digests of skill files ({@link io.mcpgen.runtime.skills.SkillDigest}), and the
 * client's lazy, verified reading of skills ({@link io.mcpgen.runtime.skills.SkillClient}).
 */
package io.mcpgen.runtime.skills;
