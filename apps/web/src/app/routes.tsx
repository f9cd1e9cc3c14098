import { ModalsProvider } from '@mantine/modals';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { historyRoutes } from '../features/history/routes.tsx';
import { exportRoutes } from '../features/export/routes.tsx';
import { excelRoutes } from '../features/excel/routes.tsx';
import { environmentRoutes } from '../features/environments/routes.tsx';
import { audienceRoutes } from '../features/audiences/routes.tsx';
import { mappingRoutes } from '../features/mapping/routes.tsx';
import { profileRoutes, subscriptionPlaceholderRoute } from '../features/profile/routes.tsx';
import { numberAskRoutes } from '../features/number-ask/routes.tsx';
import { strategyRoutes } from '../features/strategy/routes.tsx';
import { reviewRoutes } from '../features/review/routes.tsx';
import { summaryRoutes } from '../features/summary/routes.tsx';
import { helpRoutes } from '../features/help/routes.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import type { AppRoute } from './app-route.ts';
import { Gate } from './gate.tsx';
import { AppLayout } from './shell/app-shell.tsx';

/** Every page of the product; features contribute their lists. Paths are exact matches. */
export const ROUTES: AppRoute[] = [...accountRoutes, ...homeRoutes, ...profileRoutes, ...historyRoutes, ...exportRoutes, ...excelRoutes, ...environmentRoutes, ...audienceRoutes, ...mappingRoutes, ...numberAskRoutes, ...strategyRoutes, ...reviewRoutes, ...summaryRoutes, ...helpRoutes];
// Until billing registers /profile/subscription, administrators-only gating still applies to it.
if (!ROUTES.some((r) => r.path === subscriptionPlaceholderRoute.path)) ROUTES.push(subscriptionPlaceholderRoute);

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
