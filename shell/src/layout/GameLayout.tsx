/**
 * The main screen: top bar, navigation, quick links, the panel grid around the routed view, and
 * the chat dock (from its remote) under the routed view on every screen. On a phone the routed
 * view is the whole grid; the panels and the chat open from the phone's tab bar.
 */
import { $actionView } from '@idle/state';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ACTION_ROUTES } from '../action-loop/loop';
import { CaptchaModal } from '../captcha/CaptchaModal';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PanelColumn } from '../panels/PanelColumn';
import { Footer } from './Footer';
import styles from './GameLayout.module.css';
import { LoopElsewhere } from './LoopElsewhere';
import { NavBar } from './NavBar';
import { PhoneBar } from './PhoneBar';
import { usePhoneLayout } from './phone-layout';
import { QuickLinks } from './QuickLinks';
import { TopBar } from './TopBar';

const ACTION_SCREENS = new Set<string>(Object.values(ACTION_ROUTES));

export function GameLayout() {
  const location = useLocation();
  const phone = usePhoneLayout();
  useEffect(() => {
    // The action view marker: on during any action screen, off elsewhere.
    $actionView.set(ACTION_SCREENS.has(location.pathname));
  }, [location.pathname]);

  return (
    <div className={styles.page} data-phone={phone ? '' : undefined}>
      <TopBar />
      <NavBar />
      <QuickLinks />
      <LoopElsewhere />
      <div className={styles.grid}>
        {!phone && <PanelColumn side="left" />}
        <div className={styles.centre}>
          <main className={styles.main} data-route={location.pathname}>
            <Outlet />
          </main>
          {!phone && <RemoteSlot slot="chatDock" />}
        </div>
        {!phone && <PanelColumn side="right" />}
      </div>
      <Footer />
      {phone && <PhoneBar />}
      <CaptchaModal />
    </div>
  );
}
