import { ModalsProvider } from '@mantine/modals';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/index.ts';
import { homeRoutes } from '../features/home/index.ts';
import { historyRoutes } from '../features/history/index.ts';
import { exportRoutes } from '../features/export/index.ts';
import { excelRoutes } from '../features/excel/index.ts';
import { environmentRoutes } from '../features/environments/index.ts';
import { audienceRoutes } from '../features/audiences/index.ts';
import { mappingRoutes } from '../features/mapping/index.ts';
import { profileRoutes } from '../features/profile/index.ts';
import { billingRoutes } from '../features/billing/index.ts';
import { numberAskRoutes } from '../features/number-ask/index.ts';
import { strategyRoutes } from '../features/strategy/index.ts';
import { reviewRoutes } from '../features/review/index.ts';
import { summaryRoutes } from '../features/summary/index.ts';
import { helpRoutes } from '../features/help/index.ts';
import { testAndLearnRoutes } from '../features/test-and-learn/index.ts';
import { virtuousRoutes } from '../features/virtuous/index.ts';
import { NotFoundPage, RouteErrorPage } from '../features/system/index.ts';
import type { AppRoute } from '../session/index.ts';
import { Gate } from './gate.tsx';
import { AppLayout } from './shell/app-shell.tsx';

/** Every page of the product; features contribute their lists. Paths are exact matches. */
export const ROUTES: AppRoute[] = [...accountRoutes, ...homeRoutes, ...profileRoutes, ...billingRoutes, ...historyRoutes, ...exportRoutes, ...excelRoutes, ...environmentRoutes, ...audienceRoutes, ...mappingRoutes, ...virtuousRoutes, ...numberAskRoutes, ...strategyRoutes, ...reviewRoutes, ...summaryRoutes, ...helpRoutes, ...testAndLearnRoutes];

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, element: <Gate access={route.access}>{route.element}</Gate> };
}

export function createRouter() {
  return createBrowserRouter([
    {
      // Modals live inside the router so that links in them work. A page that throws while showing gets
      // RouteErrorPage instead of the router's developer screen.
      errorElement: <RouteErrorPage />,
      element: (
        <ModalsProvider>
          <Outlet />
        </ModalsProvider>
      ),
      children: [
        ...ROUTES.filter((r) => r.layout === 'bare').map(toRouteObject),
        // Inside the shell, a failed page keeps the top bar around the error.
        { element: <AppLayout />, children: [{ errorElement: <RouteErrorPage />, children: ROUTES.filter((r) => r.layout === 'app').map(toRouteObject) }] },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
