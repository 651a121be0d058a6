package io.mcpgen.runtime.server;

import io.mcpgen.runtime.mrtr.InputAnswer;
import io.mcpgen.runtime.mrtr.InputRequest;

/**
 * An answer the client gave, pinned to the question it answered: the question's method (by which
 * the answer was decoded) and the digest of the question as shown.
 */
record PinnedAnswer(String method, String questionDigest, InputAnswer answer) {

  /** True when this answers exactly {@code question}, not an older wording of it. */
  boolean answers(InputRequest question) {
    return method.equals(question.method()) && questionDigest.equals(question.digest());
  }
}
