package io.mcpgen.processor.write;

import com.palantir.javapoet.JavaFile;

/** A source file ready to be handed to the {@code Filer}, with its qualified type name. */
public record GeneratedFile(String qualifiedName, JavaFile file) {

  /** The file's text, exactly as it is written. */
  public String text() {
    return file.toString();
  }
}
