/**
 * The TOML subset PHH files use: `key = value` lines whose values are strings, booleans, numbers or
 * (multi-line, commented) arrays of them. Written by hand because replay speed is dominated by parsing
 * and a full TOML parser is ten times slower on these files.
 */
export type TomlValue = string | number | boolean | TomlValue[];

const HASH = 35;
const NEWLINE = 10;
const SINGLE_QUOTE = 39;
const DOUBLE_QUOTE = 34;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const EQUALS = 61;
const BACKSLASH = 92;

const isBlank = (code: number) => code === 32 || code === 9 || code === 13;
const isKeyChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45;

const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

// The scanner's position lives in module scope: parsing is synchronous, and closures per call cost
// more than the parsing itself on files this small.
let text = '';
let at = 0;

function fail(message: string): never {
  const line = text.slice(0, at).split('\n').length;
  throw new SyntaxError(`line ${line}: ${message}`);
}

function skipBlanks(): void {
  while (at < text.length && isBlank(text.charCodeAt(at))) at += 1;
}

function skipComment(): void {
  if (text.charCodeAt(at) !== HASH) return;
  const newline = text.indexOf('\n', at);
  at = newline < 0 ? text.length : newline;
}

/** Blanks, newlines and comments, as allowed between array items and between key lines. */
function skipSpaceInArray(): void {
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === NEWLINE || isBlank(code)) at += 1;
    else if (code === HASH) skipComment();
    else return;
  }
}

function parseLiteralString(): string {
  const start = at + 1;
  const end = text.indexOf("'", start);
  if (end < 0) fail('unterminated string');
  const value = text.slice(start, end);
  if (value.includes('\n')) fail('unterminated string');
  at = end + 1;
  return value;
}

function parseBasicString(): string {
  at += 1;
  let value = '';
  let chunk = at;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === DOUBLE_QUOTE) {
      value += text.slice(chunk, at);
      at += 1;
      return value;
    }
    if (code === NEWLINE) break;
    if (code === BACKSLASH) {
      value += text.slice(chunk, at);
      const escape = text[at + 1];
      if (escape === 'u' || escape === 'U') {
        const digits = escape === 'u' ? 4 : 8;
        value += String.fromCodePoint(parseInt(text.slice(at + 2, at + 2 + digits), 16));
        at += 2 + digits;
      } else {
        const replacement = ESCAPES[escape];
        if (replacement === undefined) fail(`bad escape \\${escape}`);
        value += replacement;
        at += 2;
      }
      chunk = at;
      continue;
    }
    at += 1;
  }
  return fail('unterminated string');
}

function parseBare(): TomlValue {
  const start = at;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === COMMA || code === CLOSE_BRACKET || code === HASH || code === NEWLINE || isBlank(code)) break;
    at += 1;
  }
  const token = text.slice(start, at);
  if (token === 'true') return true;
  if (token === 'false') return false;
  const number = Number(token.includes('_') ? token.replaceAll('_', '') : token);
  if (token !== '' && Number.isFinite(number)) return number;
  // Dates and times stay text: PHH only carries them along.
  if (/^[0-9][0-9:.T+\-Z ]*$/.test(token)) return token;
  return fail(`cannot read value '${token}'`);
}

function parseArray(): TomlValue[] {
  at += 1;
  const items: TomlValue[] = [];
  for (;;) {
    skipSpaceInArray();
    if (text.charCodeAt(at) === CLOSE_BRACKET) {
      at += 1;
      return items;
    }
    if (at >= text.length) fail('unterminated array');
    items.push(parseValue());
    skipSpaceInArray();
    if (at >= text.length) fail('unterminated array');
    const next = text.charCodeAt(at);
    if (next === COMMA) at += 1;
    else if (next !== CLOSE_BRACKET) fail('expected , or ] in array');
  }
}

function parseValue(): TomlValue {
  const code = text.charCodeAt(at);
  if (code === SINGLE_QUOTE) return parseLiteralString();
  if (code === DOUBLE_QUOTE) return parseBasicString();
  if (code === OPEN_BRACKET) return parseArray();
  return parseBare();
}

export function parseToml(source: string): Record<string, TomlValue> {
  text = source;
  at = 0;
  const table: Record<string, TomlValue> = {};
  try {
    while (at < text.length) {
      skipSpaceInArray();
      if (at >= text.length) break;
      const keyStart = at;
      while (at < text.length && isKeyChar(text.charCodeAt(at))) at += 1;
      const key = text.slice(keyStart, at);
      if (key === '') fail('expected a key');
      skipBlanks();
      if (text.charCodeAt(at) !== EQUALS) fail(`expected = after ${key}`);
      at += 1;
      skipBlanks();
      if (Object.hasOwn(table, key)) fail(`duplicate key ${key}`);
      table[key] = parseValue();
      skipBlanks();
      skipComment();
      if (at < text.length && text.charCodeAt(at) !== NEWLINE) fail(`unexpected text after ${key}`);
    }
  } finally {
    text = '';
  }
  return table;
}

/** Formats a value the way PHH files write it (single-quoted strings, lowercase booleans). */
export function formatToml(value: TomlValue): string {
  if (Array.isArray(value)) return `[${value.map(formatToml).join(', ')}]`;
  if (typeof value === 'string') {
    return value.includes("'") || value.includes('\n') ? JSON.stringify(value) : `'${value}'`;
  }
  return String(value);
}
