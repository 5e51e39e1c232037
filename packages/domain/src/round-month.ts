/**
 * The month's name in a language, made once: an Intl.DateTimeFormat costs tens of
 * microseconds to build, and a billing run labels every arrear of every bill (400 ms of
 * a 20,000-connection run's JavaScript, issue 29's national bench).
 */
const monthNames = new Map<string, string>();

const monthName = (month: number, lang: string): string => {
  const key = `${lang}:${month}`;
  let name = monthNames.get(key);
  if (name === undefined) {
    name = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : lang, {
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2000, month - 1, 1)));
    // Languages are a handful; a caller passing odd ones does not grow the cache.
    if (monthNames.size < 120) monthNames.set(key, name);
  }
  return name;
};

/**
 * A round's month as people say it: "พฤศจิกายน 2569" in Thai, "November 2569 BE"
 * elsewhere (the Buddhist-era year is the round's name on every form).
 */
export const roundMonthLabel = (yearBe: number, month: number, lang: string): string => {
  const name = monthName(month, lang);
  return lang === 'th' ? `${name} ${yearBe}` : `${name} ${yearBe} BE`;
};
