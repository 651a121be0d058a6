package io.mcpgen.json;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tests that a union's rules make on an object, each answered by one bit of a {@code long}:
 * whether a member is present, whether a member is a given scalar, whether a member is an object
 * holding given members. A union told apart by shape asks its reader for these bits
 * ({@link JsonReader#peekMembers}), then chooses its member by masks, and the chosen member's codec
 * reads the object.
 *
 * <p>A reader over bytes answers in one pass over the object's bytes, comparing member names and
 * string values as bytes where they stand: no name is looked up, no string made, no value but the
 * compared ones looked at (the rest are only stepped over; the codec that reads the object next
 * checks every byte). Where bytes cannot decide exactly (a name or a compared string written with
 * an escape, a compared number with a fraction, an exponent or more than 18 digits, a value cut off
 * or nested too deep) it answers -1, and the union
 * reads the object as a tree and asks {@link #of(JsonObject)}, which decides on decoded values.
 *
 * <p>Bits are given in the order the tests are added: the first test is bit 0. A member named
 * twice counts once, with its first value (the codec reading the object next refuses the repeat).
 */
public final class ShapeProbe {

  /** Most tests one probe answers: bit 63 stays clear, so an answer of -1 means "no answer". */
  public static final int MAX_TESTS = 63;

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};

  /** Per member the tests look at, in the order first named. */
  private final Member[] members;

  private ShapeProbe(Member[] members) {
    this.members = members;
  }

  /** A probe to which tests are added in bit order. */
  public static Builder builder() {
    return new Builder();
  }

  /** Whether every test in {@code mask} holds in {@code answers}. */
  public static boolean all(long answers, long mask) {
    return (answers & mask) == mask;
  }

  /** Whether at least one test in {@code mask} holds in {@code answers}. */
  public static boolean any(long answers, long mask) {
    return (answers & mask) != 0;
  }

  /** Whether no test in {@code mask} holds in {@code answers}. */
  public static boolean none(long answers, long mask) {
    return (answers & mask) == 0;
  }

  /** The answers for an object already built, decided on its decoded names and values. */
  public long of(JsonObject object) {
    long bits = 0;
    for (Member member : members) {
      JsonValue value = object.get(member.name);
      if (value == null) {
        continue;
      }
      bits |= member.has;
      for (int i = 0; i < member.literals.length; i++) {
        if (member.literals[i].equals(value)) {
          bits |= member.literalBits[i];
        }
      }
      if (member.nestedBits.length > 0 && value instanceof JsonObject) {
        long present = 0;
        JsonObject inner = (JsonObject) value;
        for (int j = 0; j < member.inner.length; j++) {
          if (inner.has(member.inner[j])) {
            present |= 1L << j;
          }
        }
        bits |= member.nested(present);
      }
    }
    return bits;
  }

  /**
   * The answers for the object whose members start at {@code p} (just past its opening brace),
   * or -1 when the bytes cannot decide exactly; values may open at most {@code depthLeft}
   * containers.
   */
  long scan(byte[] in, int p, int end, int depthLeft) {
    return scan(in, p, end, depthLeft, false);
  }

  /**
   * The answers of the object's first member alone, as though it held no other (its members start
   * at {@code p}): 0 for an empty object or a first member no test names, -1 when the bytes cannot
   * decide. Nothing after the first member's value is looked at, not even its end.
   */
  long scanFirst(byte[] in, int p, int end, int depthLeft) {
    return scan(in, p, end, depthLeft, true);
  }

  private long scan(byte[] in, int p, int end, int depthLeft, boolean firstOnly) {
    long bits = 0;
    long seen = 0;
    p = Skim.whitespace(in, p, end);
    if (p < end && in[p] == '}') {
      return 0;
    }
    while (true) {
      if (p >= end || in[p] != '"') {
        return -1;
      }
      int nameStart = p + 1;
      int quote = plainEnd(in, nameStart, end);
      if (quote < 0) {
        return -1;
      }
      p = valueAfterName(in, quote, end);
      if (p < 0) {
        return -1;
      }
      int k = indexOf(members, in, nameStart, quote - nameStart, end);
      if (k >= 0 && (seen & (1L << k)) == 0) {
        seen |= 1L << k;
        long answers = members[k].answers(in, p, end, depthLeft);
        if (answers < 0) {
          return -1;
        }
        bits |= answers;
      }
      if (firstOnly) {
        return bits;
      }
      int separator = separatorAfter(in, Skim.value(in, p, end, depthLeft), end);
      if (separator < 0) {
        return -1;
      }
      if (in[separator] == '}') {
        return bits;
      }
      p = Skim.whitespace(in, separator + 1, end);
    }
  }

  /** Where the value after a member name closed at {@code quote} starts, or -1 when no colon follows. */
  private static int valueAfterName(byte[] in, int quote, int end) {
    int p = Skim.whitespace(in, quote + 1, end);
    return p < end && in[p] == ':' ? Skim.whitespace(in, p + 1, end) : -1;
  }

  /** The index of the comma or closing brace after a value that ended at {@code p}, or -1 (also for {@code p} -1). */
  private static int separatorAfter(byte[] in, int p, int end) {
    if (p < 0) {
      return -1;
    }
    p = Skim.whitespace(in, p, end);
    return p < end && (in[p] == ',' || in[p] == '}') ? p : -1;
  }

  /** The index of the quote that closes string text starting at {@code p}, or -1 at an escape or the end. */
  private static int plainEnd(byte[] in, int p, int end) {
    while (end - p >= 8) {
      long word = Swar.word(in, p);
      long stops = Swar.quotesOrBackslashes(word);
      if (stops != 0) {
        p += Long.numberOfTrailingZeros(stops) >>> 3;
        return in[p] == '"' ? p : -1;
      }
      p += 8;
    }
    for (; p < end; p++) {
      byte b = in[p];
      if (b == '"') {
        return p;
      }
      if (b == '\\') {
        return -1;
      }
    }
    return -1;
  }

  /** Which of {@code candidates} the {@code length} bytes at {@code start} spell, or -1. */
  private static int indexOf(Spelling[] candidates, byte[] in, int start, int length, int end) {
    // The name is followed by at least its closing quote, so a word from start is inside the
    // input when eight bytes are left; the word's first bytes, masked, decide most candidates.
    long word = end - start >= 8 ? Swar.word(in, start) : 0;
    for (int k = 0; k < candidates.length; k++) {
      Spelling candidate = candidates[k];
      if (candidate.utf8.length == length && candidate.spelledAt(in, start, word, end)) {
        return k;
      }
    }
    return -1;
  }

  /** A name as UTF-8 bytes: valid UTF-8 is one spelling per string, so equal bytes are equal names. */
  private static class Spelling {
    final byte[] utf8;
    /** The first (up to eight) bytes as a little-endian word, and the mask that keeps only them. */
    private final long head;
    private final long headMask;

    Spelling(String name) {
      this.utf8 = name.getBytes(StandardCharsets.UTF_8);
      int n = Math.min(8, utf8.length);
      long word = 0;
      for (int i = 0; i < n; i++) {
        word |= (utf8[i] & 0xffL) << (8 * i);
      }
      this.head = word;
      this.headMask = n == 8 ? -1L : (1L << (8 * n)) - 1;
    }

    /** Whether the bytes at {@code start}, as long as this name, spell it; {@code word} is their first word, or 0. */
    final boolean spelledAt(byte[] in, int start, long word, int end) {
      int length = utf8.length;
      if (end - start < 8) {
        return Arrays.equals(utf8, 0, length, in, start, start + length);
      }
      if ((word & headMask) != head) {
        return false;
      }
      for (int i = 8; i < length; i++) {
        if (utf8[i] != in[start + i]) {
          return false;
        }
      }
      return true;
    }
  }

  /** One member the tests look at, with every test on it. */
  private static final class Member extends Spelling {
    final String name;
    /** The bit of "present", or 0 when no test asks. */
    final long has;
    final JsonValue[] literals;
    final long[] literalBits;
    /** Per literal, its text when it is a string, else null. */
    final Spelling[] strings;
    final boolean comparesNonStrings;
    /** The inner member names the nested tests ask for; a nested test is a mask over them. */
    final String[] inner;
    final Spelling[] innerNames;
    final long[] nestedMasks;
    final long[] nestedBits;

    Member(String name, long has, List<JsonValue> literals, List<Long> literalBits, List<String> inner,
        List<Long> nestedMasks, List<Long> nestedBits) {
      super(name);
      this.name = name;
      this.has = has;
      this.literals = literals.toArray(new JsonValue[0]);
      this.literalBits = literalBits.stream().mapToLong(Long::longValue).toArray();
      this.strings = new Spelling[this.literals.length];
      boolean nonStrings = false;
      for (int i = 0; i < this.literals.length; i++) {
        if (this.literals[i] instanceof JsonString) {
          strings[i] = new Spelling(((JsonString) this.literals[i]).value());
        } else {
          nonStrings = true;
        }
      }
      this.comparesNonStrings = nonStrings;
      this.inner = inner.toArray(new String[0]);
      this.innerNames = inner.stream().map(Spelling::new).toArray(Spelling[]::new);
      this.nestedMasks = nestedMasks.stream().mapToLong(Long::longValue).toArray();
      this.nestedBits = nestedBits.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * Every test on this member, whose value starts at {@code p}: present, equal to a literal,
     * an object holding some members; -1 when bytes cannot decide them.
     */
    long answers(byte[] in, int p, int end, int depthLeft) {
      long bits = has;
      if (literals.length > 0) {
        long answers = compare(in, p, end);
        if (answers < 0) {
          return -1;
        }
        bits |= answers;
      }
      if (nestedBits.length > 0 && p < end && in[p] == '{') {
        long answers = inspect(in, p + 1, end, depthLeft - 1);
        if (answers < 0) {
          return -1;
        }
        bits |= answers;
      }
      return bits;
    }

    /** The literal tests on the value at {@code p}; -1 when bytes cannot decide them. */
    long compare(byte[] in, int p, int end) {
      if (p >= end) {
        return -1;
      }
      byte first = in[p];
      if (first == '"') {
        int quote = plainEnd(in, p + 1, end);
        if (quote < 0) {
          return -1; // escaped text: only the decoded string can be compared
        }
        int start = p + 1;
        int length = quote - start;
        long word = end - start >= 8 ? Swar.word(in, start) : 0;
        long bits = 0;
        for (int i = 0; i < strings.length; i++) {
          Spelling text = strings[i];
          if (text != null && text.utf8.length == length && text.spelledAt(in, start, word, end)) {
            bits |= literalBits[i];
          }
        }
        return bits;
      }
      if (first == '{' || first == '[' || !comparesNonStrings) {
        return 0; // no literal is a container, and no string literal equals a non-string
      }
      JsonValue word = scalar(in, p, end);
      if (word == null) {
        return -1; // a fraction or exponent compares by value, which the tree decides
      }
      long bits = 0;
      for (int i = 0; i < literals.length; i++) {
        if (literals[i].equals(word)) {
          bits |= literalBits[i];
        }
      }
      return bits;
    }

    /**
     * The literal {@code true}, {@code false} or {@code null}, or the integer of at most 18
     * digits, spelled at {@code p}; null for anything else.
     */
    private static JsonValue scalar(byte[] in, int p, int end) {
      byte first = in[p];
      if (first == '-' || (first >= '0' && first <= '9')) {
        return integer(in, p, end);
      }
      if (spells(in, p, end, TRUE)) {
        return JsonBoolean.of(true);
      }
      if (spells(in, p, end, FALSE)) {
        return JsonBoolean.of(false);
      }
      return spells(in, p, end, NULL) ? JsonNull.INSTANCE : null;
    }

    private static JsonValue integer(byte[] in, int p, int end) {
      boolean negative = in[p] == '-';
      int i = negative ? p + 1 : p;
      long value = 0;
      int digits = 0;
      for (; i < end && in[i] >= '0' && in[i] <= '9'; i++) {
        value = value * 10 + (in[i] - '0');
        digits++;
      }
      if (digits == 0 || digits > 18 || (i < end && isWordByte(in[i])) || (i < end && in[i] == '.')) {
        return null; // no digits, too long for a long, or a fraction or exponent follows
      }
      return JsonNumber.of(negative ? -value : value);
    }

    private static boolean spells(byte[] in, int p, int end, byte[] word) {
      int after = p + word.length;
      return after <= end && Arrays.equals(word, 0, word.length, in, p, after)
          && (after == end || !isWordByte(in[after]));
    }

    private static boolean isWordByte(byte b) {
      return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9');
    }

    /** The nested tests on the object whose members start at {@code p}; -1 when bytes cannot decide. */
    long inspect(byte[] in, int p, int end, int depthLeft) {
      long present = 0;
      p = Skim.whitespace(in, p, end);
      if (p < end && in[p] == '}') {
        return nested(0);
      }
      while (true) {
        if (p >= end || in[p] != '"') {
          return -1;
        }
        int quote = plainEnd(in, p + 1, end);
        if (quote < 0) {
          return -1;
        }
        int j = indexOf(innerNames, in, p + 1, quote - p - 1, end);
        if (j >= 0) {
          present |= 1L << j;
        }
        p = valueAfterName(in, quote, end);
        int separator = p < 0 ? -1 : separatorAfter(in, Skim.value(in, p, end, depthLeft), end);
        if (separator < 0) {
          return -1;
        }
        if (in[separator] == '}') {
          return nested(present);
        }
        p = Skim.whitespace(in, separator + 1, end);
      }
    }

    /** The nested tests met when the inner names marked in {@code present} are there. */
    long nested(long present) {
      long bits = 0;
      for (int t = 0; t < nestedMasks.length; t++) {
        if ((present & nestedMasks[t]) == nestedMasks[t]) {
          bits |= nestedBits[t];
        }
      }
      return bits;
    }
  }

  /** Adds tests in bit order. */
  public static final class Builder {
    private final Map<String, MemberTests> tests = new LinkedHashMap<>();
    private int next;

    private Builder() {}

    /** The next bit: the object has member {@code member}, whatever its value ({@code null} too). */
    public Builder has(String member) {
      MemberTests on = on(member);
      if (on.has != 0) {
        throw new IllegalArgumentException("\"" + member + "\" is already tested for presence");
      }
      on.has = bit();
      return this;
    }

    /** The next bit: member {@code member} is the string {@code value}. */
    public Builder is(String member, String value) {
      return is(member, JsonString.of(value));
    }

    /** The next bit: member {@code member} is the scalar {@code value} (numbers by value). */
    public Builder is(String member, JsonValue value) {
      if (value instanceof JsonObject || value instanceof JsonArray) {
        throw new IllegalArgumentException("a probe compares scalars only, not " + value.kindName());
      }
      MemberTests on = on(member);
      on.literals.add(value);
      on.literalBits.add(bit());
      return this;
    }

    /** The next bit: member {@code member} is an object with every one of {@code inner} among its members. */
    public Builder hasAll(String member, String... inner) {
      MemberTests on = on(member);
      long mask = 0;
      for (String name : inner) {
        int j = on.inner.indexOf(name);
        if (j < 0) {
          if (on.inner.size() == Long.SIZE) {
            throw new IllegalArgumentException("more than " + Long.SIZE + " inner members of \"" + member + "\"");
          }
          j = on.inner.size();
          on.inner.add(name);
        }
        mask |= 1L << j;
      }
      on.nestedMasks.add(mask);
      on.nestedBits.add(bit());
      return this;
    }

    public ShapeProbe build() {
      List<Member> members = new ArrayList<>();
      tests.forEach((name, on) -> members.add(
          new Member(name, on.has, on.literals, on.literalBits, on.inner, on.nestedMasks, on.nestedBits)));
      return new ShapeProbe(members.toArray(new Member[0]));
    }

    private MemberTests on(String member) {
      return tests.computeIfAbsent(member, name -> new MemberTests());
    }

    private long bit() {
      if (next == MAX_TESTS) {
        throw new IllegalArgumentException("a probe answers at most " + MAX_TESTS + " tests");
      }
      return 1L << next++;
    }
  }

  private static final class MemberTests {
    long has;
    final List<JsonValue> literals = new ArrayList<>();
    final List<Long> literalBits = new ArrayList<>();
    final List<String> inner = new ArrayList<>();
    final List<Long> nestedMasks = new ArrayList<>();
    final List<Long> nestedBits = new ArrayList<>();
  }
}
