/**
 * fuzzyScore(query, text) → a score (higher is better) when every character of the
 * query appears in order in the text, otherwise null. Consecutive characters and
 * word starts score more, so "pay ch" ranks "Payment Check" above "Set Payment".
 */
export const fuzzyScore = (query: string, text: string): number | null => {
  const q = query.toLocaleLowerCase().replace(/\s+/g, '');
  const s = text.toLocaleLowerCase();
  if (!q) return 0;
  let score = 0;
  let from = 0;
  let previous = -2;
  for (const char of q) {
    const at = s.indexOf(char, from);
    if (at < 0) return null;
    score += 1;
    if (at === previous + 1) score += 3;
    if (at === 0 || /[\s/_-]/.test(s[at - 1] ?? '')) score += 2;
    previous = at;
    from = at + 1;
  }
  if (s.includes(query.toLocaleLowerCase().trim())) score += 10;
  return score - s.length / 100;
};
