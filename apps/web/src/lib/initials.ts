const THAI_LEADING_VOWELS = /^[เแโใไ]/;

/** Avatar letters: two initials in Latin script, the first consonant of a Thai name. */
export const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (/[\u0E00-\u0E7F]/.test(first)) return [...first.replace(THAI_LEADING_VOWELS, '')][0] ?? '';
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
};
