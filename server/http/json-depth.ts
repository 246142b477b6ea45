// How deep a JSON text nests, measured on the text before JSON.parse: a 12 KB body of 6,000 nested
// arrays parses fine but overflows the stack of every recursive walk after it (JSON.stringify,
// validators), which answered 500. No request of ours nests beyond a dozen levels.

/** Bodies nesting deeper than this are refused (400) before they are parsed. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * True when brackets and braces outside strings nest deeper than `max`. One pass, no allocation;
 * malformed text is left to JSON.parse (this only answers "too deep or not").
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++; // skips the escaped character, a quote included
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
}
