package io.mcpgen.processor.model.handler;

import javax.lang.model.element.AnnotationMirror;

/**
 * A {@code @Cached}: the {@code ttlMs} and the {@code Cached.Scope} constant's name
 * ({@code PUBLIC} or {@code PRIVATE}).
 */
public record CacheModel(AnnotationMirror mirror, long ttlMs, String scope) {}
