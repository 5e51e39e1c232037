/** One QueryClient; dropped clean when the session ends so no data outlives its reader. */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { getUser, subscribeSession } from '../../lib/session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not change on retry; network and server errors may.
      retry: (count, error) =>
        count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    // 'always': a mutation made offline runs (and fails at once with a clear message)
    // instead of waiting, paused, to be replayed unseen when the network returns.
    mutations: { retry: false, networkMode: 'always' },
  },
});

const sessionKey = () => {
  const user = getUser();
  return user ? `${user.id}@${user.org_id}` : null;
};
let lastKey = sessionKey();
subscribeSession(() => {
  const key = sessionKey();
  if (key !== lastKey) queryClient.clear();
  lastKey = key;
});
