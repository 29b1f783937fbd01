/** Rendering a page inside an in-memory router, for the tests of the info and account pages. */
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `element` at `path`; every other path renders "Elsewhere". Returns the router. */
export function renderAt(element: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { router, ...result };
}

/** Collects the error notifications the request layer sends on the bus; call stop() after. */
export function collectErrors() {
  const errors: string[] = [];
  const onNotify = (event: BusEvents['notify']) => {
    if (event.kind === 'error') errors.push(event.text);
  };
  bus.on('notify', onNotify);
  return {
    errors,
    stop: () => {
      bus.off('notify', onNotify);
    },
  };
}
