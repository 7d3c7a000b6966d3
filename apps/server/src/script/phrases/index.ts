// The phrase dictionary of the polyphone reader (issue 25 item 2): 36 000 words of @pinyin-pro/data
// (ISC) that can decide a polyphone, built by scripts/phrase-data.ts. Registered once per thread that
// reads polyphones (the server's main thread, the polyphone worker): pinyin-pro keeps dictionaries
// per thread. Reading and registering it takes ≈ 0.1-0.3 s, so the engines do it when they start
// (warm-up), never on an audition's first sentence.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { addPhraseDictionary, phraseDictionarySize, type PhraseDictionary } from '@peiyin/ssml';

/// Reads the phrase dictionary file: word → [pinyin with tone marks, frequency].
export function readPhraseDictionary(file: URL = new URL('./phrases.tsv.gz', import.meta.url)): PhraseDictionary {
  const dictionary: Record<string, readonly [string, number]> = {};
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    const [word, pinyin, frequency] = line.split('\t');
    if (word && pinyin) dictionary[word] = [pinyin, Number(frequency) || 0];
  }
  return dictionary;
}

/// Registers the phrase dictionary in this thread, once. Returns how many words it holds.
export function usePhraseDictionary(): number {
  return phraseDictionarySize() || addPhraseDictionary(readPhraseDictionary());
}
