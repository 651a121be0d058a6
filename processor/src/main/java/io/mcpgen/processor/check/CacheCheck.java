package io.mcpgen.processor.check;

import io.mcpgen.processor.model.handler.CacheModel;
import io.mcpgen.processor.model.handler.HandlerModel;
import io.mcpgen.processor.model.handler.MethodModel;
import javax.lang.model.element.Element;

/**
 * Checks {@code @Cached}: on a {@code @Resource} method or on an {@code @McpServer} interface
 * only (tool and prompt results are not cacheable), with a {@code ttlMs} of at least 0.
 */
final class CacheCheck {

  private CacheCheck() {}

  static void check(HandlerModel handler, HandlerReport report) {
    if (handler.listCache() != null) {
      if (handler.role() == HandlerModel.Role.CLIENT) {
        report.add(Message.BAD_CACHE_HINTS, "@Cached is on the @McpClient interface " + handler.element().getSimpleName()
            + "; cache hints are a server's: put it on the @McpServer interface", handler.element(),
            handler.listCache().mirror());
      } else {
        ttl(handler.listCache(), handler.element(), report);
      }
    }
    for (MethodModel method : handler.methods()) {
      CacheModel cache = method.cache();
      if (cache == null) {
        continue;
      }
      if (method.kind() != MethodModel.Kind.RESOURCE) {
        report.add(Message.BAD_CACHE_HINTS, method.javaName() + "() carries @Cached, but only resources/read"
            + " results (a @Resource method) and the lists (@Cached on the @McpServer interface) carry cache"
            + " hints; remove it", method.element(), cache.mirror());
      } else {
        ttl(cache, method.element(), report);
      }
    }
  }

  private static void ttl(CacheModel cache, Element element, HandlerReport report) {
    if (cache.ttlMs() < 0) {
      report.add(Message.BAD_CACHE_HINTS, "@Cached ttlMs is " + cache.ttlMs() + "; servers must send a ttlMs of at"
          + " least 0 (0: stale at once)", element, cache.mirror());
    }
  }
}
