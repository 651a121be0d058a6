package io.mcpgen.it.attacks;

import io.mcpgen.testkit.attacks.SmallHeapAttackSuite;

/** The attacks at {@code -Xmx256m} against {@link ServletOnJettyTarget}. */
class ServletOnJettySmallHeapAttackTest extends SmallHeapAttackSuite {

  @Override
  protected String launcher() {
    return ServletOnJettyTarget.class.getName();
  }

  @Override
  protected String serverName() {
    return "servlet-jetty";
  }
}
