import type { ReactNode } from 'react';

/** Who may open a route (accounts spec, route table). */
export type Access = 'public' | 'signedOut' | 'signedIn' | 'administrator';

/** A page and who may open it; features export lists of these and app/routes.tsx joins them. */
export interface AppRoute {
  path: string;
  access: Access;
  element: ReactNode;
  /** 'app' pages sit inside the top bar and footer; 'bare' pages (sign-in, onboarding) stand alone. */
  layout: 'app' | 'bare';
}
