package io.mcpgen.oauth;

import io.mcpgen.runtime.typed.Elicited;

/** The notes server's implementation. */
final class NotesService implements Notes {

  @Override
  public String readNote(Key key) {
    return "note " + key.id();
  }

  @Override
  public String deleteNote(Key key) {
    return "deleted " + key.id();
  }

  @Override
  public String confirmDelete(Elicited<Ok> confirm) {
    return confirm.accepted().map(Ok::ok).orElse(false) ? "confirmed" : "kept";
  }
}
