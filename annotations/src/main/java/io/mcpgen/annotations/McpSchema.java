package io.mcpgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Generates Java records, sealed interfaces, enums and JSON codecs from an MCP JSON schema.
 *
 * <pre>{@code
 * @McpSchema(revision = "2026-07-28", packageName = "com.acme.mcp")
 * package com.acme;
 * }</pre>
 *
 * <p>Put it on a package ({@code package-info.java}) or on a type. The schema is one of the
 * revisions bundled with mcpgen ({@link #revision()}), or a file of your own ({@link #file()}).
 * To move to a new revision, change {@code revision} and recompile: the records are written anew,
 * and code of yours that no longer fits fails to compile.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PACKAGE, ElementType.TYPE})
public @interface McpSchema {

  /** A published MCP schema revision bundled with mcpgen, e.g. {@code "2025-11-25"}. */
  String revision() default "2026-07-28";

  /**
   * The package to generate into. Empty means the annotated package, or the package of the
   * annotated type.
   */
  String packageName() default "";

  /**
   * A schema file to read instead of a bundled revision, for schemas mcpgen never pinned.
   * A relative path is resolved against the project directory (the working directory of the
   * compiler). When set, {@link #revision()} is ignored.
   */
  String file() default "";
}
