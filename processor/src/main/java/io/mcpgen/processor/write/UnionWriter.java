package io.mcpgen.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import io.mcpgen.processor.model.Dispatch;
import io.mcpgen.processor.model.JsonKind;
import io.mcpgen.processor.model.UnionModel;
import javax.lang.model.element.Modifier;

/** Writes a sealed interface for an {@code anyOf}; its javadoc says how a value is told apart. */
final class UnionWriter {

  private UnionWriter() {}

  static TypeSpec.Builder write(UnionModel model) {
    ClassName self = JavaTypes.className(model.name());
    TypeSpec.Builder type = TypeSpec.interfaceBuilder(self).addModifiers(Modifier.PUBLIC, Modifier.SEALED);
    for (UnionModel.Member member : model.members()) {
      type.addPermittedSubclass(JavaTypes.className(member.type()));
    }
    StringBuilder javadoc = new StringBuilder(Javadocs.paragraph(model.description()));
    javadoc.append("<p>Schema: {@code ").append(Javadocs.escape(model.pointer())).append("}. ")
        .append(howRead(model)).append('\n');
    type.addJavadoc("$L", javadoc.toString());
    return type;
  }

  private static String howRead(UnionModel model) {
    Dispatch dispatch = model.objects();
    String kinds = model.members().size() > model.membersOf(JsonKind.OBJECT).size()
        ? "A value is first told apart by its JSON kind. " : "";
    if (dispatch instanceof Dispatch.ByConst) {
      Dispatch.ByConst byConst = (Dispatch.ByConst) dispatch;
      String absent = byConst.whenAbsent() == null ? ""
          : " (missing means {@link " + byConst.whenAbsent().dottedName() + "})";
      return kinds + "An object is read by its {@code " + Javadocs.escape(byConst.wireName()) + "} member" + absent
          + ".";
    }
    if (dispatch instanceof Dispatch.ByShape) {
      String context = model.byMethod().isEmpty() ? ""
          : " When the caller knows the request the value answers, {@code " + model.name().codec().simpleName()
              + ".forMethod(method)} reads exactly that member.";
      return kinds + "No member tells the objects apart, so an object is read as the most specific variant"
          + " whose required members and constants it has." + context;
    }
    return kinds.trim();
  }
}
