import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { routeTable } from '@prapa/contracts';
import { GuestOnly } from '../guards/guest-only.tsx';
import { RequireAuth } from '../guards/require-auth.tsx';
import { BareLayout } from '../layout/bare-layout.tsx';
import { RouteError } from './route-error.tsx';
import * as s from './screens.ts';

/** Every main-layout route of the contracts' routeTable (spec §2). */
const mainRoutes: RouteObject[] = Object.keys(routeTable).map((path) => {
  const Screen = s.mainScreens[path] ?? s.PlannedRoutePage;
  return { path, element: <Screen /> };
});
// Menu entries with no screen in the original product (spec §2 points them at "/").
mainRoutes.push({ path: '/planned/:key', element: <s.PlannedMenuPage /> });

const bareRoutes: RouteObject[] = [
  { path: '/callback', element: <s.CallbackPage /> },
  { element: <GuestOnly />, children: [{ path: '/pages/login', element: <s.LoginPage /> }] },
  { path: '/pages/register', element: <s.RegisterPage /> },
  { path: '/pages/forgot-password', element: <s.ForgotPasswordPage /> },
  { path: '/pages/reset-password', element: <s.ResetPasswordPage /> },
  { path: '/pages/lock-screen', element: <s.LockScreenPage /> },
  { path: '/pages/setup', element: <s.SetupPage /> },
  { path: '/pages/comingsoon', element: <s.ComingSoonPage /> },
  { path: '/pages/error-404', element: <s.Error404Page /> },
  { path: '/pages/error-500', element: <s.Error500Page /> },
  { path: '/pages/not-authorized', element: <s.NotAuthorizedPage /> },
  { path: '/pages/maintenance', element: <s.MaintenancePage /> },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/prapaunit/welcome" replace /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <s.MainLayout />,
            children: [{ errorElement: <RouteError />, children: mainRoutes }],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [{ errorElement: <RouteError />, children: bareRoutes }],
      },
      { path: '*', element: <Navigate to="/pages/error-404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
