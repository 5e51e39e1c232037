import type { z } from 'zod';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

type Issue = z.core.$ZodIssue;

const keyFor = (issue: Issue): { key: string; vars?: Record<string, unknown> } => {
  if (issue.message.startsWith('v.')) return { key: issue.message };
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'v.required' } : { key: 'v.minLength', vars: { min } };
      if (issue.origin === 'array') return { key: 'v.minItems', vars: { min } };
      return { key: 'v.minValue', vars: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'v.maxLength', vars: { max } };
      if (issue.origin === 'array') return { key: 'v.maxItems', vars: { max } };
      return { key: 'v.maxValue', vars: { max } };
    }
    case 'invalid_type':
      return /received (undefined|null)/.test(issue.message)
        ? { key: 'v.required' }
        : { key: 'v.invalidType' };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'v.email' };
      if (issue.format === 'date') return { key: 'v.date' };
      return { key: 'v.invalid' };
    case 'invalid_value':
      return { key: 'v.choice' };
    default:
      return { key: 'v.invalid' };
  }
};

/**
 * One wording for validation on both sides: schemas carry `v.*` keys or plain zod
 * issues, and both the server and the browser turn them into the reader's language.
 */
export const issueToMessage = (issue: Issue, t: Translate): string => {
  const { key, vars } = keyFor(issue);
  return t(`validation:${key.slice(2)}`, vars);
};

export const issuePath = (issue: Issue): string => issue.path.map(String).join('.');
