// How OCR quality is measured (the bench and the tests): character accuracy = 1 − edit distance ÷
// length of the true text, over characters (code points) with all whitespace removed from both sides,
// since where a paragraph wraps in a picture is layout, not text. Floored at 0.

function stripSpace(s: string): string[] {
  return Array.from(s).filter((ch) => ch !== ' ' && ch !== '\n' && ch !== '\t' && ch !== '\r' && ch !== '\u3000');
}

/// Levenshtein distance (insert, delete, substitute each cost 1), two rows of memory.
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

export function characterAccuracy(recognised: string, truth: string): { accuracy: number; errors: number; length: number } {
  const t = stripSpace(truth);
  const errors = editDistance(stripSpace(recognised), t);
  return { accuracy: t.length ? Math.max(0, 1 - errors / t.length) : recognised.trim() ? 0 : 1, errors, length: t.length };
}
