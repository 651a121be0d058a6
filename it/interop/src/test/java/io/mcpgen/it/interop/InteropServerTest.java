package io.mcpgen.it.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The interop server and client in one process, without a transport in between. */
class InteropServerTest {

  @Test
  void theJavaClientGetsEveryExpectedAnswerFromTheJavaServer() {
    List<CallReport> reports = new InteropClient(InMemoryTransport.connect(
        InteropServer.engine(StateKeys.codec(null), Runnable::run))).callAll();
    List<CallReport> expected = new ArrayList<>();
    for (InteropCalls.Expected call : InteropCalls.EXPECTED) {
      expected.add(new CallReport(call.name(), call.rounds(), call.text(), true));
    }
    assertEquals(expected, reports);
  }

  @Test
  void aReportIsOneJsonLineThatReadsBack() {
    CallReport report = new CallReport("echo", 1, "two\nlines \u2713", true);
    String line = report.toJsonLine();
    assertEquals(-1, line.indexOf('\n'));
    assertEquals(report, CallReport.parse(line));
  }

  @Test
  void theStateKeyMustBeBase64OfAtLeast32Bytes() {
    assertThrows(IllegalArgumentException.class, () -> StateKeys.codec("not base64!"));
    assertThrows(IllegalArgumentException.class,
        () -> StateKeys.codec(Base64.getEncoder().encodeToString(new byte[31])));
    StateKeys.codec(Base64.getEncoder().encodeToString(new byte[32]));
  }
}
