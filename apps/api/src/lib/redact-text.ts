const REDACTED = '[redacted]';

// Scanned left to right, a UUID is taken whole first: record ids are what a log reader
// needs, and their last group (12 hex digits, often all digits) is no phone number.
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
// A signed token (JWT), header.payload.signature.
const JWT = 'eyJ[\\w-]*\\.[\\w-]+\\.[\\w-]*';
// Nine digits or more, spaced or dashed or not: a national id (13), a phone number
// (081-234-5678, +66 81 234 5678), an account number. Dates (8 digits) and amounts pass.
const LONG_NUMBER = '\\+?\\d(?:[ -]?\\d){8,}';
// 32 or more URL-safe characters in a row: an opaque token, a reset link's secret, a hash.
const OPAQUE = '[\\w-]{32,}';

const SECRET = new RegExp(`${UUID}|${JWT}|${LONG_NUMBER}|${OPAQUE}`, 'g');
// A path holds no opaque token (no route takes one), but hashed file names (an asset's
// `sarabun-thai-400-normal-3kq9x1.woff2`) would look like one.
const PATH_SECRET = new RegExp(`${UUID}|${JWT}|${LONG_NUMBER}`, 'g');
const IS_UUID = new RegExp(`^${UUID}$`);

const keepUuid = (found: string) => (IS_UUID.test(found) ? found : REDACTED);

/** The text with national ids, phone numbers and tokens cut out; ids of records kept. */
export const redactText = (text: string): string => text.replace(SECRET, keepUuid);

const redactPath = (text: string): string => text.replace(PATH_SECRET, keepUuid);

// Query parameters whose value is personal or secret whatever it looks like: a search
// (a name, an id typed in part), a token, a password.
const SECRET_PARAM = /^(q|search|.*token.*|.*password.*|national_?id|phone|e?mail)$/i;

/** Percent-decoded ('+' a space in a query); as sent when it does not decode. */
const decoded = (text: string, query = true) => {
  try {
    return decodeURIComponent(query ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
};

/** One `name=value` of a query string, as the log may show it. */
const redactParam = (pair: string) => {
  const eq = pair.indexOf('=');
  const name = eq < 0 ? pair : pair.slice(0, eq);
  const plainName = decoded(name);
  if (redactText(plainName) !== plainName) return REDACTED;
  if (eq < 0) return pair;
  const value = decoded(pair.slice(eq + 1));
  if (SECRET_PARAM.test(plainName) || redactText(value) !== value) return `${name}=${REDACTED}`;
  return pair;
};

/**
 * A request URL as the log keeps it: a national id, a phone number or a token in the
 * query string (a national id or a phone number in the path) is cut out, decoded first so
 * %31 hides no digit; a search or a token parameter loses its value whatever it holds;
 * the rest stays as sent.
 */
export const redactUrl = (url: string): string => {
  const at = url.indexOf('?');
  const rawPath = at < 0 ? url : url.slice(0, at);
  const path = decoded(rawPath, false);
  const safePath = redactPath(path) === path ? rawPath : redactPath(path);
  if (at < 0) return safePath;
  const query = url.slice(at + 1);
  return `${safePath}?${query.split('&').map(redactParam).join('&')}`;
};
