package io.mcpgen.it.attacks;

import io.mcpgen.testkit.attacks.SmallHeapAttackSuite;

/** The attacks at {@code -Xmx256m} against {@link JettyTarget}. */
class JettySmallHeapAttackTest extends SmallHeapAttackSuite {

  @Override
  protected String launcher() {
    return JettyTarget.class.getName();
  }

  @Override
  protected String serverName() {
    return "jetty";
  }
}
