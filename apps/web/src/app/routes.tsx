import { ModalsProvider } from '@mantine/modals';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import type { AppRoute } from './app-route.ts';
import { Gate } from './gate.tsx';
import { AppLayout } from './shell/app-shell.tsx';

/** Every page of the product; features contribute their lists. Paths are exact matches. */
export const ROUTES: AppRoute[] = [...accountRoutes, ...homeRoutes];

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, element: <Gate access={route.access}>{route.element}</Gate> };
}

export function createRouter() {
  return createBrowserRouter([
    {
      // Modals live inside the router so that links in them work.
      element: (
        <ModalsProvider>
          <Outlet />
        </ModalsProvider>
      ),
      children: [
        ...ROUTES.filter((r) => r.layout === 'bare').map(toRouteObject),
        { element: <AppLayout />, children: ROUTES.filter((r) => r.layout === 'app').map(toRouteObject) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
