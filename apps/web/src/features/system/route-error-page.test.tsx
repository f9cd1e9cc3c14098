import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page.tsx';

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
});
// The router and the page report the error on the console; the test expects it.
const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterAll(() => quiet.mockRestore());

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "askLogs")');
}

describe('a page that fails while showing', () => {
  it('is replaced by Something went wrong, its error, and the ways back', async () => {
    const router = createMemoryRouter([{ errorElement: <RouteErrorPage />, children: [{ path: '/grid', element: <Broken /> }] }], { initialEntries: ['/grid'] });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByText('Cannot read properties of undefined (reading "askLogs")')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});
