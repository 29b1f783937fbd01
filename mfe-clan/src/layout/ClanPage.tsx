/**
 * The frame of every clan page of a member (spec 001 §2): the page title, the clan side menu and
 * the page's content. The menu links every member's pages (Home, Details, Members, Storage,
 * Buildings, Battlegrounds, Leave) and the admin pages the player's rank allows: Ranks for rank 1,
 * Invites with the invite permission (which shows the admin panel, spec 001 §6), Settings with
 * the details permission.
 */
import type { ClanData } from '@idle/contracts';
import { canManageRanks } from '@idle/game-rules';
import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useClan, type ClanSource } from '../api';
import styles from './ClanPage.module.css';

export interface ClanMenuLink {
  to: string;
  label: string;
}

/** The pages any member may open, in menu order. */
export const CLAN_MEMBER_LINKS: readonly ClanMenuLink[] = [
  { to: '/clan', label: 'Home' },
  { to: '/clan/details', label: 'Details' },
  { to: '/clan/members', label: 'Members' },
  { to: '/clan/storage', label: 'Storage' },
  { to: '/clan/buildings', label: 'Buildings' },
  { to: '/clan/battlegrounds', label: 'Battlegrounds' },
  { to: '/clan/leave', label: 'Leave' },
];

/** The admin pages the player's rank and permissions open, in menu order. */
export function clanAdminLinks(clan: Pick<ClanData, 'rankNum' | 'permissions'>): ClanMenuLink[] {
  const links: ClanMenuLink[] = [];
  if (canManageRanks(clan.rankNum)) links.push({ to: '/clan/admin/ranks', label: 'Ranks' });
  if (clan.permissions.invite) links.push({ to: '/clan/admin/invites', label: 'Invites' });
  if (clan.permissions.details) links.push({ to: '/clan/admin/settings', label: 'Settings' });
  return links;
}

function MenuLinks({ links }: { links: readonly ClanMenuLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end
            className={({ isActive }) => (isActive ? styles.active : undefined)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The clan side menu; admin links only once the player's clan data is known. */
export function ClanMenu({ clan }: { clan: ClanData | null }) {
  const adminLinks = clan === null ? [] : clanAdminLinks(clan);
  return (
    <nav aria-label="Clan menu" className={styles.menu}>
      <MenuLinks links={CLAN_MEMBER_LINKS} />
      {adminLinks.length > 0 && (
        <>
          <h3 className={styles.menuHeading}>Admin</h3>
          <MenuLinks links={adminLinks} />
        </>
      )}
    </nav>
  );
}

export interface ClanPageProps {
  /** The page's heading. */
  title: string;
  /**
   * The page's own load that carries the player's clan (the home's `loadClanHome`, the
   * buildings' `loadBuildings`); by default the frame reads `loadDetails`. The cache makes either
   * one request with the page's own.
   */
  clanFrom?: ClanSource;
  children: ReactNode;
}

/** A clan page: title, side menu and content. */
export function ClanPage({ title, clanFrom, children }: ClanPageProps) {
  const titleId = useId();
  const clan = useClan(clanFrom).state;
  return (
    <div className={styles.page}>
      <ClanMenu clan={clan.status === 'ready' ? clan.data : null} />
      <section aria-labelledby={titleId} className={styles.content}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </section>
    </div>
  );
}
