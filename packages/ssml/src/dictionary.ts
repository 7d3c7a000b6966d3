// A user's pronunciation dictionary (issue 12 item 5): word → pinyin or → alias text. The entries
// are data the caller passes in (the server keeps them per account); this file only finds them in a
// text. The text front-end reads an alias entry's alias instead of its word, and the polyphone
// reader takes a pinyin entry's reading as certain; inline markup still wins over both.

/// One dictionary entry: a word and either its pinyin or the text to say instead.
export interface PronunciationEntry {
  /// The written word, e.g. `重庆` or `CPU` (matched exactly, case-sensitively).
  word: string;
  /// One stored syllable per character of `word`, space-separated (`chong2 qing4`).
  pinyin?: string;
  /// Text read instead of the word (`中央处理器`).
  alias?: string;
}

/// A compiled dictionary: finds the longest entry starting at a position in time proportional to
/// the length of the longest word (a trie), so scanning a whole script stays linear.
export interface DictionaryMatcher {
  /// The longest entry whose word starts at `index` of `text`, or null.
  match(text: string, index: number): PronunciationEntry | null;
  /// How many entries it holds.
  readonly size: number;
}

/// Either raw entries or an already compiled matcher (compile once when scanning many texts).
export type DictionaryInput = readonly PronunciationEntry[] | DictionaryMatcher;

interface TrieNode {
  next: Map<number, TrieNode>;
  entry: PronunciationEntry | null;
}

/// Compiles entries into a matcher. A later entry for the same word replaces an earlier one;
/// entries with an empty word, or with neither pinyin nor alias, are ignored.
export function compileDictionary(entries: readonly PronunciationEntry[]): DictionaryMatcher {
  const root: TrieNode = { next: new Map(), entry: null };
  let size = 0;
  for (const e of entries) {
    if (!e.word || (!e.pinyin && e.alias === undefined)) continue;
    let node = root;
    for (let i = 0; i < e.word.length; i++) {
      const c = e.word.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), entry: null }));
      node = child;
    }
    if (!node.entry) size++;
    node.entry = e;
  }
  return {
    size,
    match(text, index) {
      let node: TrieNode | undefined = root;
      let found: PronunciationEntry | null = null;
      for (let i = index; i < text.length; i++) {
        node = node.next.get(text.charCodeAt(i));
        if (!node) break;
        if (node.entry) found = node.entry;
      }
      return found;
    },
  };
}

/// Accepts either form of `DictionaryInput`; null when there is none.
export function toDictionaryMatcher(input: DictionaryInput | undefined | null): DictionaryMatcher | null {
  if (!input) return null;
  if ('match' in input && typeof input.match === 'function') return input as DictionaryMatcher;
  const entries = input as readonly PronunciationEntry[];
  return entries.length ? compileDictionary(entries) : null;
}
