/** Links to the game's areas, and the yellow "{n} New Announcement(s)" link while there are any. */
import { newAnnouncementsText } from '@idle/game-rules';
import { $clientData } from '@idle/state';
import { useStore } from '@nanostores/react';
import { NavLink } from 'react-router';
import styles from './NavBar.module.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/areas', label: 'Battle' },
  { to: '/dungeons', label: 'Dungeons' },
  { to: '/gathering/areas', label: 'Gathering' },
  { to: '/crafting', label: 'Crafting' },
  { to: '/inventory', label: 'Inventory' },
  { to: '/market/currency', label: 'Market' },
  { to: '/clan', label: 'Clan' },
  { to: '/land', label: 'Land' },
  { to: '/labyrinth_home', label: 'Labyrinth' },
] as const;

export function NavBar() {
  const { newAnnouncements } = useStore($clientData, { keys: ['newAnnouncements'] });
  return (
    <nav className={styles.nav} aria-label="Game areas">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) => (isActive ? styles.active : styles.link) ?? ''}
        >
          {link.label}
        </NavLink>
      ))}
      {newAnnouncements > 0 && (
        <NavLink to="/announcements" className={styles.announcements ?? ''}>
          {newAnnouncementsText(newAnnouncements)}
        </NavLink>
      )}
    </nav>
  );
}
