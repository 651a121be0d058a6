package io.mcpgen.runtime.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The keys a {@link RequestStateCodec} verifies with, and the one it mints with: every listed key
 * verifies, the active one mints. Immutable; the secrets are not kept (each key's purpose keys
 * are derived when the ring is built).
 *
 * <p>A ring is fixed with {@link RequestStateCodec.Builder#key}, or comes from a
 * {@link KeyRingSource} such as {@link KeyRingFile}, which swaps in a new ring when its file
 * changes: the codec uses the newest ring from its next mint or verify on.
 */
public final class KeyRing implements KeyRingSource {

  final List<StateKey> keys;
  final StateKey active;
  final int activeIndex;
  /** Workspaces hold one MAC per key of the ring, so each ring has its own pool. */
  final Pool<Workspace> workspaces;
  private final List<String> ids;

  private KeyRing(List<StateKey> keys, int activeIndex) {
    this.keys = keys;
    this.active = keys.get(activeIndex);
    this.activeIndex = activeIndex;
    int keyCount = keys.size();
    this.workspaces = new Pool<>(() -> new Workspace(keyCount));
    List<String> names = new ArrayList<>(keyCount);
    keys.forEach(key -> names.add(key.id));
    this.ids = List.copyOf(names);
  }

  /** A builder; at least one {@link Builder#key} is required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The ids of the keys that verify, in the order they were listed. */
  public List<String> keyIds() {
    return ids;
  }

  /** The id of the key that mints. */
  public String activeKeyId() {
    return active.id;
  }

  /** This ring itself: a fixed ring is its own source. */
  @Override
  public KeyRing current() {
    return this;
  }

  /** The ids only: a ring never prints key material. */
  @Override
  public String toString() {
    return "KeyRing" + ids + " active " + active.id;
  }

  /** The place in the ring of the key whose id is {@code bytes[offset..offset+length)}, or -1. */
  int find(byte[] bytes, int offset, int length) {
    for (int i = 0, n = keys.size(); i < n; i++) {
      if (keys.get(i).hasId(bytes, offset, length)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Collects keys for a {@link KeyRing}. {@link #build()} checks every key and names what is
   * wrong without ever quoting a secret.
   */
  public static final class Builder {

    private final List<String> keyIds = new ArrayList<>();
    private final List<byte[]> secrets = new ArrayList<>();
    private String activeKeyId;

    private Builder() {}

    /**
     * Adds a key. The secret must hold at least {@value RequestStateCodec#MIN_KEY_LENGTH} bytes
     * from a secure random source, e.g. {@code openssl rand -base64 32}; it is copied.
     *
     * @param id the key id carried in every token: 1 to 64 printable ASCII characters, no spaces
     */
    public Builder key(String id, byte[] secret) {
      keyIds.add(Objects.requireNonNull(id, "key id"));
      secrets.add(Objects.requireNonNull(secret, "secret").clone());
      return this;
    }

    /** The id of the key that mints; it must be in the ring. Default: the first key added. */
    public Builder activeKey(String id) {
      this.activeKeyId = Objects.requireNonNull(id, "active key id");
      return this;
    }

    /** Whether no key was added yet. */
    boolean isEmpty() {
      return keyIds.isEmpty();
    }

    /** Whether an active key was named. */
    boolean namesActiveKey() {
      return activeKeyId != null;
    }

    /**
     * Checks the keys and derives them.
     *
     * @throws IllegalStateException naming the first key that is wrong (by id, never by value)
     */
    public KeyRing build() {
      if (keyIds.isEmpty()) {
        throw new IllegalStateException("at least one key is required: key(id, secret) with "
            + RequestStateCodec.MIN_KEY_LENGTH + " or more random bytes");
      }
      for (int i = 0; i < keyIds.size(); i++) {
        checkKey(i);
      }
      String active = activeKeyId != null ? activeKeyId : keyIds.get(0);
      int activeIndex = keyIds.indexOf(active);
      if (activeIndex < 0) {
        throw new IllegalStateException("active key \"" + active + "\" is not in the key ring " + keyIds
            + ": add it with key(id, secret)");
      }
      List<StateKey> keys = new ArrayList<>(keyIds.size());
      for (int i = 0; i < keyIds.size(); i++) {
        keys.add(StateKey.derive(keyIds.get(i), secrets.get(i)));
      }
      return new KeyRing(List.copyOf(keys), activeIndex);
    }

    private void checkKey(int index) {
      String id = keyIds.get(index);
      if (id.isEmpty() || id.length() > TokenFormat.MAX_KEY_ID_LENGTH) {
        throw new IllegalStateException("key id \"" + id + "\" must have 1 to " + TokenFormat.MAX_KEY_ID_LENGTH
            + " characters");
      }
      for (int i = 0; i < id.length(); i++) {
        char c = id.charAt(i);
        if (c <= ' ' || c > '~') {
          throw new IllegalStateException("key id \"" + id + "\" must be printable ASCII without spaces");
        }
      }
      if (keyIds.indexOf(id) != index) {
        throw new IllegalStateException("key id \"" + id + "\" is listed twice: each key needs its own id");
      }
      int length = secrets.get(index).length;
      if (length < RequestStateCodec.MIN_KEY_LENGTH) {
        throw new IllegalStateException("key \"" + id + "\" is " + length + " bytes; requestState keys need at least "
            + RequestStateCodec.MIN_KEY_LENGTH
            + " bytes (256 bits) from a secure random source, e.g. `openssl rand -base64 32`");
      }
    }
  }
}
