/**
 * A real link to a route of the game, followed in the in-memory router (the address bar never
 * changes), usable outside a router too (pages rendered alone in tests and stories).
 */
import { bus } from '@idle/events';
import type { ReactNode } from 'react';

export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        bus.emit('navigate', { to });
      }}
    >
      {children}
    </a>
  );
}
