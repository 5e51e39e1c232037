import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { BuiltScreensContext } from '../lib/navigation/built-screens.ts';
import { AppProviders } from './providers/app-providers.tsx';
import { createRouter } from './routes/router.tsx';
import { mainScreens } from './routes/screens.ts';

/** The menu, search and home page mark what is not in this set as not built yet. */
const builtScreens: ReadonlySet<string> = new Set(Object.keys(mainScreens));

export const App = () => {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <BuiltScreensContext.Provider value={builtScreens}>
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
      </BuiltScreensContext.Provider>
    </AppProviders>
  );
};
