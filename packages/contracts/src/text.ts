import { z } from 'zod';

/**
 * The one text rule for every string a caller sends (DESIGN.md data rules).
 *
 * PostgreSQL refuses NUL in text, a lone UTF-16 surrogate cannot be encoded, C0/C1
 * controls and bidi overrides make a name print differently from what an officer sees
 * (Trojan-source style), and a value made only of spaces, zero-width characters or a
 * lone Thai combining mark looks blank on every document. So:
 * - everywhere (the API checks every body, query and path string before validation):
 *   no NUL or other control character except tab and line breaks, no lone surrogate,
 *   no bidi embedding/override/isolate;
 * - in a text field (the builders below): Unicode NFC, trimmed of spaces and zero-width
 *   characters at both ends, no line break unless the field is a multi-line note, never
 *   invisible-only, never starting with a combining mark.
 */

// Tab, LF and CR are the only controls a pasted note may hold.
// eslint-disable-next-line no-control-regex -- matching controls is this rule's job
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029\u0085]/;
// Characters that print as nothing: Unicode spaces, zero-width and joiners, BOM, soft hyphen.
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu;
const EDGES =
  /^[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]+|[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]+$/gu;
const LEADING_MARK = /^\p{M}/u;
// String.prototype.isWellFormed is missing on the older phones readers carry.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = 'control' | 'lineBreak' | 'invisible' | 'leadingMark';

const messageOf: Record<TextProblem, string> = {
  control: 'v.textControl',
  lineBreak: 'v.textLineBreak',
  invisible: 'v.textInvisible',
  leadingMark: 'v.textLeadingMark',
};

/** The rule that holds for every string, whatever its field: used by the API's guard. */
export const forbiddenText = (value: string): boolean =>
  FORBIDDEN.test(value) || LONE_SURROGATE.test(value);

/** NFC, then spaces and zero-width characters cut from both ends. */
export const cleanText = (value: string): string =>
  (LONE_SURROGATE.test(value) ? value : value.normalize('NFC')).replace(EDGES, '');

/** What is wrong with an already cleaned value, or null. An empty value is left to min(). */
export const textProblem = (value: string, multiline: boolean): TextProblem | null => {
  if (forbiddenText(value)) return 'control';
  if (!multiline && LINE_BREAK.test(value)) return 'lineBreak';
  if (value === '') return null;
  if (value.replace(INVISIBLE, '').replace(/\p{M}/gu, '') === '') return 'invisible';
  if (LEADING_MARK.test(value)) return 'leadingMark';
  return null;
};

const checked = (multiline: boolean) =>
  z
    .string()
    .overwrite(cleanText)
    .check((ctx) => {
      const problem = textProblem(ctx.value, multiline);
      if (problem) {
        ctx.issues.push({
          code: 'custom',
          message: messageOf[problem],
          input: ctx.value,
          continue: false,
        });
      }
    });

/** A one-line text field: chain .min/.max/.regex as on z.string(). */
export const line = () => checked(false);

/** A multi-line note, reason or address: line breaks kept, the rest of the rule holds. */
export const multiline = () => checked(true);
