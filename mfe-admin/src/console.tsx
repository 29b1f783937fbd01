/** What every console page shares: its pages with the permission each needs, and the way back. */
import type { AdminPermission, AdminRole } from '@idle/contracts';
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

export const CONSOLE_PATH = '/admin';

export interface ConsolePage {
  path: string;
  title: string;
  /** What the page is for, on the console's home. */
  summary: string;
  /** The role's permission the page needs; the home links only the pages the role may use. */
  permission: AdminPermission;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: '/admin/announcements',
    title: 'Announcements',
    summary: 'Post, edit and delete what every player reads.',
    permission: 'announcements',
  },
  {
    path: '/admin/players',
    title: 'Players',
    summary: 'Find a player: their log, items and trades; ban, mute, grant or take items.',
    permission: 'readPlayers',
  },
  {
    path: '/admin/audit',
    title: 'Audit Trail',
    summary: 'Every action of the operators and moderators: who, what, when and why.',
    permission: 'readAuditTrail',
  },
  {
    path: '/admin/economy',
    title: 'Economy Audit',
    summary: "Check every item's books, with what operators granted and took.",
    permission: 'economyAudit',
  },
  {
    path: '/admin/world',
    title: 'World',
    summary: 'Players online, world bosses, events, Bonus Time and the world lease.',
    permission: 'readWorld',
  },
];

export const ROLE_NAMES: Readonly<Record<AdminRole, string>> = {
  moderator: 'Moderator',
  operator: 'Operator',
};

export function playerPath(userid: number): string {
  return `/admin/player/${String(userid)}`;
}

export function BackToConsole() {
  return <Link to={CONSOLE_PATH}>Back to the console</Link>;
}

/**
 * The query of the page's address, and a way to replace it (a search, a filter, a page kept in
 * the address so the way back finds it). Built on useLocation and useNavigate: the shell's
 * shared react-router keeps only ROUTER_EXPORTS of @idle/build-config, without useSearchParams.
 */
export function useAddressQuery(): [URLSearchParams, (query: Record<string, string>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setQuery = useCallback(
    (next: Record<string, string>) => {
      const search = new URLSearchParams(next).toString();
      void navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}` });
    },
    [navigate, location.pathname],
  );
  return [query, setQuery];
}
