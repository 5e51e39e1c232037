export const languages = ['th', 'en', 'fr', 'de', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'th';

/** Picks our language from an Accept-Language header; Thai when nothing matches. */
export const pickLanguage = (header: string | undefined | null): Language => {
  if (!header) return defaultLanguage;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: (tag ?? '').toLowerCase().slice(0, 2), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q);
  const hit = wanted.find((w) => (languages as readonly string[]).includes(w.tag));
  return (hit?.tag as Language | undefined) ?? defaultLanguage;
};
