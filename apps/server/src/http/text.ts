// Text a request may carry (issue 26 §2). PostgreSQL's text types cannot hold U+0000 (`invalid byte sequence
// for encoding "UTF8": 0x00`, a 500 on 12 of 22 routes tried) and UTF-8 cannot hold a lone UTF-16 surrogate
// (the driver writes U+FFFD in its place, so what is stored is not what was sent). Both are refused before a
// route sees the request, for every string of the body, the query and the route's parameters, keys included,
// so both databases answer the same 400. (Overlong and other invalid UTF-8 never reaches here as such: the
// decoders turn it into U+FFFD, a valid character.)

/// Whether `text` holds U+0000 or an unpaired surrogate; one pass, no pattern.
export function hasInvalidText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdfff) {
      if (c >= 0xdc00) return true;
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (next < 0xdc00 || next > 0xdfff) return true;
      i++;
    }
  }
  return false;
}

/// Whether any string in a parsed body, query or parameter object (values and keys, at any depth up to
/// `maxDepth`; the JSON parser already refused deeper) is invalid text.
export function holdsInvalidText(value: unknown, maxDepth = 64): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasInvalidText(item)) return true;
    } else if (item !== null && typeof item === 'object' && depth < maxDepth && !Buffer.isBuffer(item)) {
      if (Array.isArray(item)) {
        for (const element of item) stack.push([element, depth + 1]);
      } else {
        for (const [key, element] of Object.entries(item)) {
          if (hasInvalidText(key)) return true;
          stack.push([element, depth + 1]);
        }
      }
    }
  }
  return false;
}

/// Characters a short name must not carry (file names, titles typed in forms that bypass the contract's
/// JSON: multipart fields): control characters and lone surrogates are dropped.
export function cleanText(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 || c === 0x7f || (c >= 0xd800 && c <= 0xdfff)) continue;
    out += ch;
  }
  return out;
}
