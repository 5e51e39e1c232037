const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before a value reaches a uuid column, so bad input is a 4xx, not a cast error. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Opaque tokens are `<orgId>.<random>`: the organisation to look them up under. */
export const orgOfOpaqueToken = (token: string): string | null => {
  const [org, rest] = token.split('.');
  return org && rest && isUuid(org) ? org : null;
};
