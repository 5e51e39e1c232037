/**
 * A round's month as people say it: "พฤศจิกายน 2569" in Thai, "November 2569 BE"
 * elsewhere (the Buddhist-era year is the round's name on every form).
 */
export const roundMonthLabel = (yearBe: number, month: number, lang: string): string => {
  const name = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : lang, {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return lang === 'th' ? `${name} ${yearBe}` : `${name} ${yearBe} BE`;
};
