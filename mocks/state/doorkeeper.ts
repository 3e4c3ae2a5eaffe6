/**
 * The memo's admission filter: which keys were asked for once already. For results most keys
 * never ask for again (a planned chat reply: real traffic rarely repeats a conversation),
 * keeping each on its first sighting promoted it into V8's old generation only to be evicted
 * unused, about a fifth of a varied chat request's cost; such a result is kept on its second
 * sighting instead (TinyLFU's doorkeeper, without the frequency sketch behind it).
 *
 * A fixed table of 32-bit key hashes, one slot per hash: no allocation per key, a bounded size,
 * O(1). Its errors are harmless either way: a key whose slot another key took is kept one
 * sighting later, and two keys of one hash let each other in a sighting early.
 */
export class Doorkeeper {
  private readonly table: Int32Array;
  private readonly mask: number;
  private occupied = 0;

  /** `slots` is rounded up to a power of two, between 16 and 2^20 (4 MB). */
  constructor(slots: number) {
    let size = 16;
    while (size < slots && size < MAX_SLOTS) size *= 2;
    this.table = new Int32Array(size);
    this.mask = size - 1;
  }

  /**
   * Whether `key` was seen since it last passed (then its slot is freed: it passes once);
   * else it is noted, and the next sighting passes.
   */
  passes(key: string): boolean {
    const hash = fnv1a(key) || 1; // 0 marks an empty slot
    const slot = hash & this.mask;
    const held = this.table[slot]!;
    if (held === hash) {
      this.table[slot] = 0;
      this.occupied -= 1;
      return true;
    }
    if (held === 0) this.occupied += 1;
    this.table[slot] = hash;
    return false;
  }

  /** Keys noted once and not yet passed (at most the table's size). */
  get waiting(): number {
    return this.occupied;
  }

  get slots(): number {
    return this.table.length;
  }

  clear(): void {
    this.table.fill(0);
    this.occupied = 0;
  }
}

const MAX_SLOTS = 1 << 20;

/** FNV-1a over UTF-16 code units, as a signed 32-bit integer (the table's element type). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}
