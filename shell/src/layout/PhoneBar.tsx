/**
 * A phone's tab bar, fixed at the bottom of the screen: Panels opens the panel drawer (both
 * columns of the desktop grid), Chat opens the chat dock as a sheet from the bottom, and the
 * Premium Store link and the players-online count the compact top bar leaves out. The drawer and
 * the sheet stay mounted while closed, so the panels and the chat keep their state.
 */
import { Sheet } from '@idle/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PanelColumn } from '../panels/PanelColumn';
import styles from './PhoneBar.module.css';
import { PlayersOnline } from './PlayersOnline';

type Opened = 'panels' | 'chat' | null;

export function PhoneBar() {
  const [opened, setOpened] = useState<Opened>(null);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.pathname);
  // A link followed from inside the drawer or the sheet (a panel's, a name's) shows its screen.
  if (openedAt !== location.pathname) {
    setOpenedAt(location.pathname);
    setOpened(null);
  }
  const close = () => setOpened(null);

  return (
    <>
      <nav className={styles.bar} aria-label="Phone bar">
        <button
          type="button"
          className={styles.tab}
          aria-haspopup="dialog"
          aria-expanded={opened === 'panels'}
          aria-controls="phone-panels"
          onClick={() => setOpened('panels')}
        >
          Panels
        </button>
        <button
          type="button"
          className={styles.tab}
          aria-haspopup="dialog"
          aria-expanded={opened === 'chat'}
          aria-controls="phone-chat"
          onClick={() => setOpened('chat')}
        >
          Chat
        </button>
        <Link className={styles.tab} to="/premium">
          Premium
        </Link>
        <span className={styles.online}>
          <PlayersOnline />
        </span>
      </nav>
      <Sheet
        id="phone-panels"
        side="left"
        title="Panels"
        closeLabel="Close the panels"
        open={opened === 'panels'}
        onClose={close}
      >
        <div className={styles.panels}>
          <PanelColumn side="left" />
          <PanelColumn side="right" />
        </div>
      </Sheet>
      <Sheet
        id="phone-chat"
        title="Chat"
        closeLabel="Close the chat"
        open={opened === 'chat'}
        onClose={close}
      >
        <RemoteSlot slot="chatDock" />
      </Sheet>
    </>
  );
}
