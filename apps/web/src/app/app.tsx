import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { AppProviders } from './providers/app-providers.tsx';
import { createRouter } from './routes/router.tsx';

export const App = () => {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <Suspense fallback={<PageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
};
