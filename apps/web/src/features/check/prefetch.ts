import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n.ts';
import { roundsQuery } from '../rounds/api.ts';
import { checkListQuery, checkSummaryQuery } from './api.ts';
import { CHECK_DEFAULTS, CHECK_NAMESPACES, pickRound, ROUNDS_SHOWN } from './open-check.ts';

/**
 * Gets /check ready before it is opened (issue 25 item 7): its code, its words, the rounds,
 * and the first page and counts of the round it will open on. A failure here is silent:
 * the page asks again and shows its own error.
 */
const prefetchRows = async (client: QueryClient) => {
  const rounds = await client.fetchQuery(roundsQuery(1, ROUNDS_SHOWN));
  const round = pickRound(rounds.items, undefined);
  if (!round) return;
  await Promise.all([
    client.prefetchQuery(checkListQuery(round.id, CHECK_DEFAULTS)),
    client.prefetchQuery(checkSummaryQuery(round.id)),
  ]);
};

export const prefetchCheck = async (client: QueryClient): Promise<void> => {
  await Promise.all([
    import('./check-page.tsx'),
    i18n.loadNamespaces(CHECK_NAMESPACES),
    prefetchRows(client),
  ]);
};
