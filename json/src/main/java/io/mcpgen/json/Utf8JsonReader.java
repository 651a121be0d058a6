package io.mcpgen.json;

import java.util.Arrays;

/**
 * {@link JsonReader} over UTF-8 bytes: one pass over the array with an index, strict RFC 8259.
 *
 * <p>Tokens are found lazily, as Gson's reader finds them: {@link #peek()} looks at the next token
 * and remembers it, the read that follows consumes it. So after the top-level value nothing is
 * looked at until {@link #atEnd()} asks, which is how {@link Json#decode} refuses trailing
 * content. Member names come from {@link NameCache}, compared first with the name that followed the
 * previous one last time; string values are copied straight from the
 * bytes while they are plain ASCII, and go through {@link Utf8StringDecoder} otherwise.
 *
 * <p>Limits ({@link JsonLimits}) bound depth, number and string length, so any input ends in a
 * value or a {@link JsonException} after work linear in its size.
 */
final class Utf8JsonReader implements JsonReader {

  // What the next token is, once peeked.
  private static final int NONE = 0;
  private static final int BEGIN_OBJECT = 1;
  private static final int END_OBJECT = 2;
  private static final int BEGIN_ARRAY = 3;
  private static final int END_ARRAY = 4;
  private static final int NAME = 5;
  private static final int STRING = 6;
  private static final int NUMBER = 7;
  private static final int TRUE = 8;
  private static final int FALSE = 9;
  private static final int NULL = 10;
  private static final int END_DOCUMENT = 11;

  private static final JsonToken[] TOKENS = {
    null, JsonToken.BEGIN_OBJECT, JsonToken.END_OBJECT, JsonToken.BEGIN_ARRAY, JsonToken.END_ARRAY,
    JsonToken.NAME, JsonToken.STRING, JsonToken.NUMBER, JsonToken.BOOLEAN, JsonToken.BOOLEAN,
    JsonToken.NULL, JsonToken.END_DOCUMENT
  };

  // Where the reader is inside each open container, Gson's scopes.
  private static final byte EMPTY_DOCUMENT = 0;
  private static final byte NONEMPTY_DOCUMENT = 1;
  private static final byte EMPTY_ARRAY = 2;
  private static final byte NONEMPTY_ARRAY = 3;
  private static final byte EMPTY_OBJECT = 4;
  private static final byte DANGLING_NAME = 5;
  private static final byte NONEMPTY_OBJECT = 6;

  private final byte[] in;
  private final int base;
  private final int end;
  private int pos;

  private int peeked = NONE;
  /** The name of the peeked {@link #NAME}, read when it was peeked. */
  private String peekedName;

  /** The open scopes; {@code scopes[0]} is the document. */
  private byte[] scopes = new byte[8];
  /** Per open object, the name of the member being read; per open array, the element's index. */
  private String[] names = new String[8];
  private int[] indices = new int[8];
  private int depth = 1;

  private final NumberToken number;
  private Utf8StringDecoder strings;
  /** The cache's entry of the member name read last, null when that name is not cached; see {@link #name()}. */
  private NameCache.Entry lastEntry;
  /** The quick check of {@link #readContainerText}; made on first use. */
  private CompactScanner compactScanner;
  /** Names of the objects open in {@link #readContainerText}; made on first use. */
  private NameSets nameSets;
  /** Per open scope, whether the member being read repeats a name; see {@link #readContainerText}. */
  private boolean[] duplicates = new boolean[8];
  /** The shape {@link #peekShape} fills, made on first use and reused. */
  private ObjectShape shape;
  /** Set when whitespace is skipped, so {@link #readContainerText} knows its text is not compact. */
  private boolean sawSpace;
  /** Where the object last looked at by {@link #peekShape} starts: its values were only skimmed. */
  private int skimmedObject = -1;

  // Where the reader was before a look-ahead; see mark() and reset().
  private int markPos;
  private byte markScope;
  private String markName;
  private int markIndex;
  private boolean markDuplicate;
  private NameCache.Entry markEntry;
  private boolean markSpace;

  Utf8JsonReader(byte[] in, int offset, int length) {
    this.in = in;
    this.base = offset;
    this.pos = offset;
    this.end = offset + length;
    this.number = new NumberToken(offset);
    scopes[0] = EMPTY_DOCUMENT;
    if (length >= 3 && in[offset] == (byte) 0xef && in[offset + 1] == (byte) 0xbb && in[offset + 2] == (byte) 0xbf) {
      pos += 3; // a byte order mark, which RFC 8259 lets a parser ignore, as Jackson does
    }
  }

  @Override
  public JsonToken peek() {
    int p = peeked == NONE ? doPeek() : peeked;
    return TOKENS[p];
  }

  @Override
  public void beginObject() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != BEGIN_OBJECT) {
      throw unexpected("an object");
    }
    push(EMPTY_OBJECT);
    peeked = NONE;
  }

  @Override
  public void endObject() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != END_OBJECT) {
      throw unexpected("the end of the object");
    }
    depth--;
    peeked = NONE;
  }

  @Override
  public void beginArray() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != BEGIN_ARRAY) {
      throw unexpected("an array");
    }
    push(EMPTY_ARRAY);
    peeked = NONE;
  }

  @Override
  public void endArray() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != END_ARRAY) {
      throw unexpected("the end of the array");
    }
    depth--;
    peeked = NONE;
  }

  @Override
  public boolean hasNext() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p == END_DOCUMENT) {
      throw syntax("unexpected end of input", pos - base);
    }
    return p != END_OBJECT && p != END_ARRAY;
  }

  @Override
  public String nextName() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != NAME) {
      throw unexpected("a member name");
    }
    peeked = NONE;
    return peekedName;
  }

  @Override
  public String readString() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != STRING) {
      throw unexpected("a string");
    }
    String value = string(JsonLimits.MAX_STRING_LENGTH);
    peeked = NONE;
    return value;
  }

  @Override
  public String readString(String[] expected) {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != STRING) {
      throw unexpected("a string");
    }
    int start = pos;
    int plain = plainEnd(start);
    if (plain < end && in[plain] == '"') {
      int length = plain - start;
      for (String candidate : expected) {
        if (candidate.length() == length && spells(start, candidate)) {
          pos = plain + 1;
          peeked = NONE;
          return candidate;
        }
      }
    }
    String value = string(JsonLimits.MAX_STRING_LENGTH);
    peeked = NONE;
    for (String candidate : expected) {
      if (candidate.equals(value)) {
        return candidate; // written with escapes or beyond ASCII
      }
    }
    return value;
  }

  /** Whether the plain ASCII bytes at {@code start} spell {@code text}, whose length they have. */
  private boolean spells(int start, String text) {
    for (int i = 0; i < text.length(); i++) {
      if (in[start + i] != text.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean readBoolean() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p == TRUE) {
      peeked = NONE;
      return true;
    }
    if (p == FALSE) {
      peeked = NONE;
      return false;
    }
    throw unexpected("a boolean");
  }

  @Override
  public int readInt() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p == NUMBER && number.fitsLong()) {
      long value = number.longValue();
      if (value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE) {
        peeked = NONE;
        return (int) value;
      }
    }
    // Out of range, fractional or not a number: refused as JsonNumber words it, the number as spelled.
    JsonNumber value = readNumber();
    try {
      return value.intValue();
    } catch (JsonException e) {
      throw error(e.getMessage());
    }
  }

  @Override
  public long readLong() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p == NUMBER && number.fitsLong()) {
      peeked = NONE;
      return number.longValue();
    }
    JsonNumber value = readNumber();
    try {
      return value.longValue();
    } catch (JsonException e) {
      throw error(e.getMessage());
    }
  }

  @Override
  public double readDouble() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != NUMBER) {
      throw unexpected("a number");
    }
    peeked = NONE;
    return number.toDouble(in);
  }

  @Override
  public JsonNumber readNumber() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != NUMBER) {
      throw unexpected("a number");
    }
    JsonNumber value = number.toJsonNumber(in);
    peeked = NONE;
    return value;
  }

  @Override
  public void readNull() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != NULL) {
      throw unexpected("null");
    }
    peeked = NONE;
  }

  @Override
  public boolean nextIsNull() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p == NULL) {
      peeked = NONE;
      return true;
    }
    return false;
  }

  /**
   * {@inheritDoc}
   *
   * <p>An object or array inside the document is checked in full but, when its text is what a
   * byte writer would write for it, not built: the value keeps a copy of the text
   * ({@link CompactText}) and builds its members when first asked. The top-level value, and
   * text in any other spelling, is built at once.
   */
  @Override
  public JsonValue readValue() {
    int p = peeked == NONE ? doPeek() : peeked;
    if ((p == BEGIN_OBJECT || p == BEGIN_ARRAY) && depth > 1) {
      return readContainerText(p);
    }
    return buildValue();
  }

  /** Reads the next value and builds it whole. */
  private JsonValue buildValue() {
    int p = peeked == NONE ? doPeek() : peeked;
    switch (p) {
      case BEGIN_OBJECT:
        return readObject();
      case BEGIN_ARRAY:
        return readArray();
      case STRING:
        return JsonString.of(readString());
      case NUMBER:
        return readNumber();
      case TRUE:
        peeked = NONE;
        return JsonBoolean.TRUE;
      case FALSE:
        peeked = NONE;
        return JsonBoolean.FALSE;
      case NULL:
        peeked = NONE;
        return JsonNull.INSTANCE;
      case END_DOCUMENT:
        throw syntax("unexpected end of input", pos - base);
      default:
        throw unexpected("a value");
    }
  }

  // Recursion is bounded: push() refuses more than JsonLimits.MAX_DEPTH open containers.
  private JsonObject readObject() {
    beginObject();
    FrozenMap.Builder<JsonValue> members = new FrozenMap.Builder<>();
    while (hasNext()) {
      String name = nextName();
      if (!members.add(name, buildValue())) {
        throw duplicateMember(name);
      }
    }
    endObject();
    return JsonObject.adopt(members.build());
  }

  private JsonArray readArray() {
    beginArray();
    JsonArray.Builder array = JsonArray.builder();
    while (hasNext()) {
      array.add(buildValue());
    }
    endArray();
    return array.build();
  }

  /**
   * Checks the object or array whose first token is peeked as {@link #skipValue()} does, and
   * refuses duplicate member names as building it would; keeps its text when the text is what a
   * byte writer would write, and builds it from the text otherwise. Plain text is settled by
   * {@link CompactScanner} in one quick pass; the token walk below decides the rest.
   */
  private JsonValue readContainerText(int first) {
    int start = pos - 1; // the '{' or '['
    CompactScanner scanner = scanner();
    int after = scanner.scan(in, start, end, JsonLimits.MAX_DEPTH - depth);
    if (after >= 0) {
      pos = after;
      peeked = NONE;
      return keep(first, start, scanner.depth);
    }
    NameSets nameSets = nameSets();
    number.resetCanonical();
    if (strings != null) {
      strings.canonical = true;
    }
    sawSpace = false;
    int outer = depth;
    int maxDepth = 0;
    int p = first;
    do {
      switch (p) {
        case BEGIN_OBJECT:
          push(EMPTY_OBJECT);
          nameSets.open();
          maxDepth = Math.max(maxDepth, depth - outer);
          break;
        case BEGIN_ARRAY:
          push(EMPTY_ARRAY);
          maxDepth = Math.max(maxDepth, depth - outer);
          break;
        case END_OBJECT:
          nameSets.close();
          depth--;
          break;
        case END_ARRAY:
          depth--;
          break;
        case NAME:
          if (!nameSets.add(peekedName)) {
            duplicates[depth - 1] = true; // refused once its value is read, as when building
          }
          break;
        case STRING:
          skipString();
          break;
        default:
          break; // numbers and literals were checked and consumed when peeked
      }
      peeked = NONE;
      if (p != NAME && p != BEGIN_OBJECT && p != BEGIN_ARRAY && depth > outer
          && scopes[depth - 1] == NONEMPTY_OBJECT && duplicates[depth - 1]) {
        throw duplicateMember(names[depth - 1]);
      }
      if (depth > outer) {
        p = doPeek();
      }
    } while (depth > outer);
    boolean canonical = !sawSpace && number.allCanonical() && (strings == null || strings.canonical);
    if (!canonical) {
      return new Utf8JsonReader(in, start, pos - start).buildValue();
    }
    return keep(first, start, maxDepth);
  }

  /** The checked, compact container from {@code start} up to {@link #pos}, kept as its text. */
  private JsonValue keep(int first, int start, int maxDepth) {
    if (pos - start == 2) {
      return first == BEGIN_OBJECT ? JsonObject.empty() : JsonArray.empty();
    }
    CompactText text = new CompactText(Arrays.copyOfRange(in, start, pos), maxDepth);
    return first == BEGIN_OBJECT ? JsonObject.ofText(text) : JsonArray.ofText(text);
  }

  private CompactScanner scanner() {
    CompactScanner scanner = compactScanner;
    if (scanner == null) {
      scanner = new CompactScanner();
      compactScanner = scanner;
    }
    return scanner;
  }

  private NameSets nameSets() {
    NameSets sets = nameSets;
    if (sets == null) {
      sets = new NameSets();
      nameSets = sets;
    }
    return sets;
  }

  /**
   * {@inheritDoc}
   *
   * <p>Reads the object through once, keeping names, and of the compared members short scalars
   * and the names one level down; the values of the other members are only skimmed (where they
   * end is all the shape needs), since the codec chosen next reads every byte of the object for
   * good. Then puts the reader back where it was, so that codec sees the object as if nothing had
   * looked; when no codec takes it, {@link #error} first checks the skimmed bytes.
   */
  @Override
  public ObjectShape peekShape(String[] compared) {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != BEGIN_OBJECT) {
      return null;
    }
    mark();
    ObjectShape shape = this.shape;
    if (shape == null) {
      shape = new ObjectShape();
      this.shape = shape;
    }
    shape.clear(in);
    boolean whole = readShape(shape, compared);
    reset();
    if (!whole) {
      return null; // a value ran past the input or too deep: reading it as a tree says where
    }
    skimmedObject = pos;
    return shape;
  }

  @Override
  public long peekMembers(ShapeProbe probe) {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != BEGIN_OBJECT) {
      return -1;
    }
    // The object is not open yet: its values may open one container fewer than beginObject leaves.
    long answers = probe.scan(in, pos, end, JsonLimits.MAX_DEPTH - depth - 1);
    if (answers >= 0) {
      skimmedObject = pos;
    }
    return answers;
  }

  @Override
  public long peekFirstMember(ShapeProbe probe) {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p != BEGIN_OBJECT) {
      return -1;
    }
    // Only the first member is looked at: the object is not known to be whole (skimmedObject).
    return probe.scanFirst(in, pos, end, JsonLimits.MAX_DEPTH - depth - 1);
  }

  /** Fills {@code shape} from the object that comes next; false when a skimmed value did not end. */
  private boolean readShape(ObjectShape shape, String[] compared) {
    beginObject();
    while (hasNext()) {
      String name = nextName();
      if (!ObjectShape.contains(compared, compared.length, name)) {
        if (!skim()) {
          return false;
        }
        shape.notCompared(name);
        continue;
      }
      int value = peeked == NONE ? doPeek() : peeked;
      switch (value) {
        case BEGIN_OBJECT:
          shape.object(name, innerNames());
          break;
        case STRING:
          int start = pos;
          int plain = plainEnd(start);
          if (plain < end && in[plain] == '"' && plain - start <= ObjectShape.KEPT_STRING_BYTES) {
            pos = plain + 1; // plain ASCII: compared where it is
            shape.rawString(name, start, plain);
          } else {
            skipString();
            if (pos - start - 1 > ObjectShape.KEPT_STRING_BYTES) {
              shape.notCompared(name);
            } else {
              pos = start;
              shape.scalar(name, JsonString.of(string(JsonLimits.MAX_STRING_LENGTH)));
            }
          }
          peeked = NONE;
          break;
        case BEGIN_ARRAY:
          skipValue();
          shape.notCompared(name);
          break;
        default:
          shape.scalar(name, buildValue());
          break;
      }
    }
    endObject();
    return true;
  }

  /**
   * Steps over the value after a member name without checking it: a look-ahead needs only where
   * the value ends, and the codec that reads the object next checks every byte of it. False when
   * the input ends first or the value nests deeper than the reader allows.
   */
  private boolean skim() {
    scopes[depth - 1] = NONEMPTY_OBJECT;
    nextByte();
    int p = Skim.value(in, pos, end, JsonLimits.MAX_DEPTH - depth);
    if (p < 0) {
      return false;
    }
    pos = p;
    return true;
  }

  /** Remembers where the reader is, with the object it peeked, for {@link #reset}. */
  private void mark() {
    int top = depth - 1;
    markPos = pos;
    markScope = scopes[top];
    markName = names[top];
    markIndex = indices[top];
    markDuplicate = duplicates[top];
    markEntry = lastEntry;
    markSpace = sawSpace;
  }

  /** Puts the reader back where {@link #mark} found it: before the object, peeked. */
  private void reset() {
    int top = depth - 1;
    pos = markPos;
    peeked = BEGIN_OBJECT;
    scopes[top] = markScope;
    names[top] = markName;
    indices[top] = markIndex;
    duplicates[top] = markDuplicate;
    lastEntry = markEntry;
    sawSpace = markSpace;
  }

  /**
   * As the interface says; but when the object a misfit is reported on was skimmed by a
   * look-ahead and nothing has checked it yet, a syntax error in it is the error to report.
   */
  @Override
  public JsonException error(String message) {
    if (peeked == BEGIN_OBJECT && pos == skimmedObject) {
      mark();
      try {
        skipValue();
      } catch (JsonSyntaxException malformed) {
        return malformed;
      } finally {
        reset();
      }
    }
    return JsonReader.super.error(message);
  }

  /** The member names of the object that comes next, its values skipped. */
  private String[] innerNames() {
    String[] inner = new String[4];
    int count = 0;
    beginObject();
    while (hasNext()) {
      if (count == inner.length) {
        inner = Arrays.copyOf(inner, count * 2);
      }
      inner[count++] = nextName();
      skipValue();
    }
    endObject();
    return count == inner.length ? inner : Arrays.copyOf(inner, count);
  }

  @Override
  public void skipValue() {
    int p = peeked == NONE ? doPeek() : peeked;
    if (p == NAME || p == END_OBJECT || p == END_ARRAY || p == END_DOCUMENT) {
      throw unexpected("a value");
    }
    // Iterative, so skipping deep input needs no stack; every byte is still checked.
    int open = 0;
    do {
      switch (p) {
        case BEGIN_OBJECT:
          push(EMPTY_OBJECT);
          open++;
          break;
        case BEGIN_ARRAY:
          push(EMPTY_ARRAY);
          open++;
          break;
        case END_OBJECT:
        case END_ARRAY:
          depth--;
          open--;
          break;
        case STRING:
          skipString();
          break;
        case END_DOCUMENT:
          throw syntax("unexpected end of input", pos - base);
        default:
          break; // names, numbers and literals were checked and consumed when peeked
      }
      peeked = NONE;
      if (open > 0) {
        p = doPeek();
      }
    } while (open > 0);
  }

  @Override
  public String pointer() {
    StringBuilder pointer = new StringBuilder();
    // A peeked end token belongs to the container around the one it closes, as in Jackson.
    int last = peeked == END_OBJECT || peeked == END_ARRAY ? depth - 2 : depth - 1;
    for (int i = 1; i <= last; i++) {
      byte scope = scopes[i];
      boolean inArray = scope == EMPTY_ARRAY || scope == NONEMPTY_ARRAY;
      if (inArray ? indices[i] < 0 : names[i] == null) {
        continue; // a container just opened: nothing of it has been read yet
      }
      pointer.append('/');
      if (inArray) {
        pointer.append(indices[i]);
      } else {
        pointer.append(names[i].replace("~", "~0").replace("/", "~1"));
      }
    }
    return pointer.toString();
  }

  /** True when the top-level value has been read and nothing but whitespace follows it. */
  boolean atEnd() {
    if (depth != 1 || scopes[0] != NONEMPTY_DOCUMENT || peeked != NONE) {
      return peeked == END_DOCUMENT;
    }
    return skipWhitespace() == end;
  }

  /** The byte offset, from the start of the document, that the reader has reached. */
  int offset() {
    return pos - base;
  }

  // ---- tokens ---------------------------------------------------------------------------------

  /** Finds the next token, checking the separators before it, and remembers it in {@link #peeked}. */
  private int doPeek() {
    int top = depth - 1;
    byte scope = scopes[top];
    int c;
    switch (scope) {
      case EMPTY_ARRAY:
        scopes[top] = NONEMPTY_ARRAY;
        c = nextByte();
        if (c == ']') {
          pos++;
          return peeked = END_ARRAY;
        }
        indices[top] = 0;
        break;
      case NONEMPTY_ARRAY:
        c = nextByte();
        if (c == ']') {
          pos++;
          return peeked = END_ARRAY;
        }
        if (c != ',') {
          throw unexpectedByte(c, "',' or ']'");
        }
        pos++;
        indices[top]++;
        break;
      case EMPTY_OBJECT:
      case NONEMPTY_OBJECT:
        c = nextByte();
        if (c == '}') {
          pos++;
          return peeked = END_OBJECT;
        }
        if (scope == NONEMPTY_OBJECT) {
          if (c != ',') {
            throw unexpectedByte(c, "',' or '}'");
          }
          pos++;
          c = nextByte();
        }
        if (c != '"') {
          throw unexpectedByte(c, "a member name");
        }
        pos++;
        peekedName = name();
        names[top] = peekedName;
        // The colon is read with the name, so the value's peek goes straight to the value.
        c = nextByte();
        if (c != ':') {
          throw unexpectedByte(c, "':'");
        }
        pos++;
        scopes[top] = DANGLING_NAME;
        return peeked = NAME;
      case DANGLING_NAME:
        scopes[top] = NONEMPTY_OBJECT;
        break;
      case EMPTY_DOCUMENT:
        scopes[top] = NONEMPTY_DOCUMENT;
        if (skipWhitespace() == end) {
          return peeked = END_DOCUMENT;
        }
        break;
      default: // NONEMPTY_DOCUMENT
        if (skipWhitespace() == end) {
          return peeked = END_DOCUMENT;
        }
        throw syntax("unexpected content after the JSON value", pos - base);
    }
    return peeked = value(nextByte());
  }

  /** The token of the value starting with {@code c}, consuming it unless it is a string. */
  private int value(int c) {
    switch (c) {
      case '"':
        pos++;
        return STRING;
      case '{':
        pos++;
        return BEGIN_OBJECT;
      case '[':
        pos++;
        return BEGIN_ARRAY;
      case 't':
        literal("true");
        return TRUE;
      case 'f':
        literal("false");
        return FALSE;
      case 'n':
        literal("null");
        return NULL;
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          pos = number.scan(in, pos, end);
          return NUMBER;
        }
        throw unexpectedByte(c, "a value");
    }
  }

  private void literal(String word) {
    int length = word.length();
    if (end - pos < length) {
      throw syntax("unexpected end of input in '" + word + "'", pos - base);
    }
    for (int i = 1; i < length; i++) {
      if (in[pos + i] != word.charAt(i)) {
        throw syntax("expected '" + word + "'", pos - base);
      }
    }
    pos += length;
  }

  /** The byte (0 to 255) that starts the next token, not consumed; -1 at the end of the input. */
  private int nextByte() {
    int p = pos;
    if (p < end) {
      int b = in[p] & 0xff;
      if (b > ' ') {
        return b; // compact JSON: no whitespace to skip
      }
    }
    p = skipWhitespace();
    return p < end ? in[p] & 0xff : -1;
  }

  private int skipWhitespace() {
    int p = pos;
    while (p < end) {
      byte b = in[p];
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
        break;
      }
      p++;
    }
    if (p != pos) {
      sawSpace = true;
      pos = p;
    }
    return p;
  }

  /** Reads a member name whose content starts at {@link #pos}. */
  private String name() {
    byte[] in = this.in;
    int start = pos;
    // Messages of one kind spell their names in the same order: first try the two names that
    // followed the previous one last.
    NameCache.Entry previous = lastEntry;
    if (previous != null) {
      NameCache.Entry guess = NameCache.SHARED.firstGuess(previous);
      if (guess == null || !guess.spelledAt(in, start, end)) {
        guess = NameCache.SHARED.secondGuess(previous);
      }
      if (guess != null && guess.spelledAt(in, start, end)) {
        pos = start + guess.bytes.length + 1;
        lastEntry = guess;
        return guess.name;
      }
    }
    int p = start;
    int limit = end;
    int hash = 0;
    // Plain ASCII a word at a time; the word holding the closing quote gives the tail. The hash
    // is NameCache.hash, which the cache's known names were filed under.
    while (limit - p >= 8) {
      long word = Swar.word(in, p);
      long stops = Swar.stops(word);
      if (stops != 0) {
        int k = Long.numberOfTrailingZeros(stops) >>> 3;
        if (in[p + k] != '"') {
          p += k;
          return slowName(start, p);
        }
        long tail = k == 0 ? 0 : word & (-1L >>> (64 - 8 * k));
        return cachedName(start, p + k, Swar.mix(hash, tail), tail);
      }
      hash = Swar.mix(hash, word);
      p += 8;
    }
    // Fewer than eight bytes left in the document.
    long tail = 0;
    for (int i = 0; p + i < limit; i++) {
      int b = in[p + i];
      if (b == '"') {
        return cachedName(start, p + i, Swar.mix(hash, tail), tail);
      }
      if (b < 0x20 || b == '\\') {
        return slowName(start, p + i);
      }
      tail |= (b & 0xffL) << (8 * i);
    }
    return slowName(start, limit);
  }

  private String cachedName(int start, int quote, int hash, long tail) {
    int length = quote - start;
    if (length > JsonLimits.MAX_NAME_LENGTH) {
      throw syntax("member name longer than " + JsonLimits.MAX_NAME_LENGTH + " characters", start - base);
    }
    pos = quote + 1;
    NameCache.Entry entry = NameCache.SHARED.known(in, start, length, hash, tail);
    if (entry == null) {
      entry = NameCache.SHARED.recent(in, start, length, hash, tail);
      if (entry == null) {
        lastEntry = null;
        return Utf8.ascii(in, start, length); // too long to keep
      }
    }
    NameCache.Entry previous = lastEntry;
    lastEntry = entry;
    if (previous != null) {
      previous.followedBy(entry);
    }
    return entry.name;
  }

  /** A name with escapes or multi-byte characters, plain ASCII from {@code start} up to {@code from}. */
  private String slowName(int start, int from) {
    lastEntry = null;
    Utf8StringDecoder decoder = strings();
    String name = decoder.decode(in, start, from, end, JsonLimits.MAX_NAME_LENGTH);
    pos = decoder.next;
    return name;
  }

  /** The index of the first quote, backslash, control or non-ASCII byte at or after {@code p}. */
  private int plainEnd(int p) {
    byte[] in = this.in;
    int limit = end;
    while (limit - p >= 8) {
      long stops = Swar.stops(Swar.word(in, p));
      if (stops != 0) {
        return p + (Long.numberOfTrailingZeros(stops) >>> 3);
      }
      p += 8;
    }
    while (p < limit) {
      int b = in[p];
      if (b == '"' || b < 0x20 || b == '\\') {
        return p;
      }
      p++;
    }
    return p;
  }

  /** Reads a string value whose content starts at {@link #pos}. */
  private String string(int maxLength) {
    int start = pos;
    int p = plainEnd(start);
    if (p < end && in[p] == '"') {
      if (p - start > maxLength) {
        throw syntax("string longer than " + maxLength + " characters", start - base);
      }
      pos = p + 1;
      return Utf8.ascii(in, start, p - start);
    }
    Utf8StringDecoder decoder = strings();
    String value = decoder.decode(in, start, p, end, maxLength);
    pos = decoder.next;
    return value;
  }

  /** Checks a string value whose content starts at {@link #pos} and moves past it. */
  private void skipString() {
    int start = pos;
    int p = plainEnd(start);
    if (p < end && in[p] == '"') {
      if (p - start > JsonLimits.MAX_STRING_LENGTH) {
        throw syntax("string longer than " + JsonLimits.MAX_STRING_LENGTH + " characters", start - base);
      }
      pos = p + 1;
      return;
    }
    pos = strings().skip(in, start, p, end, JsonLimits.MAX_STRING_LENGTH);
  }

  private Utf8StringDecoder strings() {
    Utf8StringDecoder decoder = strings;
    if (decoder == null) {
      decoder = new Utf8StringDecoder(base);
      strings = decoder;
    }
    return decoder;
  }

  private void push(byte scope) {
    if (depth > JsonLimits.MAX_DEPTH) {
      throw syntax("nesting deeper than " + JsonLimits.MAX_DEPTH + " levels", pos - 1 - base);
    }
    if (depth == scopes.length) {
      int size = depth * 2;
      scopes = Arrays.copyOf(scopes, size);
      names = Arrays.copyOf(names, size);
      indices = Arrays.copyOf(indices, size);
      duplicates = Arrays.copyOf(duplicates, size);
    }
    scopes[depth] = scope;
    names[depth] = null;
    indices[depth] = -1;
    duplicates[depth] = false;
    depth++;
  }

  // ---- errors ---------------------------------------------------------------------------------

  /** A syntax error at a byte offset from the start of the document. */
  static JsonSyntaxException syntax(String message, int offset) {
    return new JsonSyntaxException("malformed JSON: " + message + " at byte " + offset, null);
  }

  private JsonSyntaxException unexpectedByte(int c, String expected) {
    if (c < 0) {
      return syntax("unexpected end of input, expected " + expected, pos - base);
    }
    return syntax("expected " + expected + " but found " + describeByte(c), pos - base);
  }

  private static String describeByte(int c) {
    return c > 0x20 && c < 0x7f ? "'" + (char) c + "'" : "byte 0x" + Integer.toHexString(c);
  }

  private JsonException unexpected(String expected) {
    return error("expected " + expected + " but found " + describe(peeked));
  }

  private static String describe(int token) {
    switch (token) {
      case BEGIN_OBJECT:
        return "an object";
      case BEGIN_ARRAY:
        return "an array";
      case END_OBJECT:
        return "the end of an object";
      case END_ARRAY:
        return "the end of an array";
      case NAME:
        return "a member name";
      case STRING:
        return "a string";
      case NUMBER:
        return "a number";
      case TRUE:
      case FALSE:
        return "a boolean";
      case NULL:
        return "null";
      default:
        return "the end of the input";
    }
  }
}
