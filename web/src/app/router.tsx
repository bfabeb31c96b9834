import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from './paths';
import { RouteError } from './routes/route-error';

/**
 * Only built screens are registered; every other path in `paths` falls to the
 * 404 route until its feature arrives. Pages load lazily, so the first load
 * carries the shell only.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              path: paths.home.path,
              lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
            },
            {
              path: paths.auth.path,
              lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
            },
            {
              path: paths.profile.path,
              lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
            },
            {
              path: paths.notFound.path,
              lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
            },
          ],
        },
      ],
    },
  ]);

const router = createAppRouter();

export function AppRouter() {
  return <RouterProvider router={router} />;
}
