/**
 * The menu: every entry of the spec; it closes by itself 5 s after opening, and on Escape, which
 * returns the focus to the Menu button. While it is open, Down and Up (Home, End) move the focus
 * through its entries, from the Menu button too.
 */
import { bus } from '@idle/events';
import { TIMINGS } from '@idle/game-rules';
import { $player } from '@idle/state';
import { Button } from '@idle/ui';
import { useStore } from '@nanostores/react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../api';
import { isStaff } from '../federation/StaffOnlyRoute';
import styles from './Menu.module.css';

const ENTRIES = [
  { label: 'Announcements', to: '/announcements' },
  { label: 'Help/Guide', to: '/load/beginners_guide' },
  { label: 'Leaderboards', to: '/leaderboards' },
  { label: 'Log', to: '/log' },
  { label: 'Clan Registry', to: '/clan_registry' },
  { label: 'Referrals', to: '/referrals' },
  { label: 'Calculators', to: '/tools' },
  { label: 'Chat Settings', to: '/chat_settings' },
  { label: 'Preferences', to: '/preferences' },
  { label: 'Alerts', to: '/alerts' },
  { label: 'Rates', to: '/rates' },
] as const;

/** Shown to moderators and operators only (account status 50 and up). */
const CONSOLE_ENTRY = { label: 'Operator Console', to: '/admin' } as const;

export function Menu() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const player = useStore($player);
  const menuEntries = isStaff(player?.accountStatus) ? [...ENTRIES, CONSOLE_ENTRY] : ENTRIES;

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      // A keyboard player moving through the entries keeps a focus on the page.
      if (list.current?.contains(document.activeElement) === true) button.current?.focus();
      setOpen(false);
    }, TIMINGS.MENU_AUTO_CLOSE);
    return () => {
      window.clearTimeout(timer);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape something else already handled (a dialog above the menu) is not the menu's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const entries = [...(list.current?.querySelectorAll('button') ?? [])];
    if (entries.length === 0) return;
    const current = entries.findIndex((entry) => entry === document.activeElement);
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = (current + 1) % entries.length;
        break;
      case 'ArrowUp':
        next = current <= 0 ? entries.length - 1 : current - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = entries.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    entries[next]?.focus();
  };

  const logout = async () => {
    setOpen(false);
    await logOut();
    bus.emit('logout', { reason: 'user' });
  };

  return (
    <div className={styles.menu} onKeyDown={moveFocus}>
      <Button ref={button} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Menu
      </Button>
      {open && (
        <ul ref={list} id={id} className={styles.list}>
          {menuEntries.map((entry) => (
            <li key={entry.label}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void navigate(entry.to);
                }}
              >
                {entry.label}
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void logout()}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
