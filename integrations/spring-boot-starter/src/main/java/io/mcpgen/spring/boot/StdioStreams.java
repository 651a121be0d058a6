package io.mcpgen.spring.boot;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * The process's real standard input and output, for an application served over stdio. Standard
 * output carries protocol messages only, so everything else the application would print there
 * (the banner, console logging, a stray {@code System.out.println}) is sent to standard error:
 * {@link #claimStdout()} swaps {@code System.out} for {@code System.err} before logging starts.
 */
final class StdioStreams {

  private static volatile OutputStream protocolOutput;

  private StdioStreams() {}

  /** Takes standard output for the protocol and points {@code System.out} at standard error; once. */
  static synchronized void claimStdout() {
    if (protocolOutput == null) {
      protocolOutput = new FileOutputStream(FileDescriptor.out);
      System.out.flush();
      System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, Charset.defaultCharset()));
    }
  }

  /** Standard output for protocol messages (claimed first when nothing claimed it yet). */
  static OutputStream protocolOutput() {
    claimStdout();
    return protocolOutput;
  }

  /** Standard input, read directly (not through a {@code System.in} someone may have replaced). */
  static InputStream protocolInput() {
    return new FileInputStream(FileDescriptor.in);
  }
}
