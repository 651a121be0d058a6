package io.mcpgen.runtime.server;

/** What the state remembers of a question it sent: the method and the digest of the question. */
record QuestionPin(String method, String digest) {
}
