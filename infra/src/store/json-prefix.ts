/**
 * Tells a line a kill cut short (the beginning of a JSON object, nothing wrong in it so far) from
 * a line that is damaged: only the first is a write that never finished.
 */

const TOKEN =
  /\s*(?:("(?:[^"\\]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*")|(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?(?![.eE\d]))|(true|false|null)|([{}[\]:,]))/y;
/** What may stand at the very end of a cut line: a string, number or literal not yet finished. */
const CUT_TOKEN =
  /\s*(?:("(?:[^"\\]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*(?:\\(?:u[0-9a-fA-F]{0,3})?)?)|(-?\d*(?:\.\d*)?(?:[eE][+-]?\d*)?)|(t(?:r(?:u)?)?|f(?:a(?:l(?:s)?)?)?|n(?:u(?:l)?)?))$/y;

/** What the grammar expects next. */
type Expect = 'key' | 'keyOrEnd' | 'colon' | 'value' | 'valueOrEnd' | 'commaOrEnd';

/** A control character JSON allows nowhere (tab and carriage return only as spacing). */
const CONTROL = /[^\t\r -\uffff]/;

/** Whether `text` is a proper beginning of a JSON object: a complete object or garbage is not. */
export function isCutJsonObject(text: string): boolean {
  if (!text.trimStart().startsWith('{') || CONTROL.test(text)) return false;
  const open: string[] = [];
  let expect: Expect = 'value';
  let at = 0;
  while (at < text.length) {
    TOKEN.lastIndex = at;
    const token = TOKEN.exec(text);
    if (!token) {
      if (text.slice(at).trim() === '') break;
      CUT_TOKEN.lastIndex = at;
      const cut = CUT_TOKEN.exec(text);
      if (!cut) return false;
      const isKey = cut[1] !== undefined;
      return isKey ? expect === 'key' || expect === 'keyOrEnd' || isValue(expect) : isValue(expect);
    }
    at = TOKEN.lastIndex;
    const [, string, number, literal, mark] = token;
    if (string !== undefined && (expect === 'key' || expect === 'keyOrEnd')) expect = 'colon';
    else if (string !== undefined || number !== undefined || literal !== undefined) {
      if (!isValue(expect)) return false;
      expect = 'commaOrEnd';
    } else if (mark === '{' || mark === '[') {
      if (!isValue(expect)) return false;
      open.push(mark);
      expect = mark === '{' ? 'keyOrEnd' : 'valueOrEnd';
    } else if (mark === '}' || mark === ']') {
      const closes = mark === '}' ? '{' : '[';
      const canClose = expect === 'commaOrEnd' || expect === (closes === '{' ? 'keyOrEnd' : 'valueOrEnd');
      if (!canClose || open.pop() !== closes) return false;
      // The object closed: a whole line, so not one a kill cut short.
      if (open.length === 0) return false;
      expect = 'commaOrEnd';
    } else if (mark === ':') {
      if (expect !== 'colon') return false;
      expect = 'value';
    } else {
      if (expect !== 'commaOrEnd') return false;
      expect = open.at(-1) === '{' ? 'key' : 'value';
    }
  }
  return open.length > 0;
}

const isValue = (expect: Expect) => expect === 'value' || expect === 'valueOrEnd';
