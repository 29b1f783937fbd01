/**
 * The page: checks the session by loading the initial data, then shows the game or the login
 * page. A logout (fatalError, socket or the menu) returns to the login page with its message.
 */
import { api, LogoutError } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  $notifications,
  applyInitialData,
  dismissNotification,
  notify,
  resetState,
} from '@idle/state';
import { LoadError, LoadingState, Markup, Notifications } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { LoginPage, type LoginNotice } from './pages/LoginPage';

const Game = lazy(() => import('./Game'));

type Session =
  | { status: 'checking' }
  | { status: 'out'; notice: LoginNotice }
  | { status: 'in' }
  | { status: 'down' };

export function App() {
  const [session, setSession] = useState<Session>({ status: 'checking' });

  const enter = useCallback(async () => {
    setSession({ status: 'checking' });
    try {
      const requestedAt = Date.now();
      applyInitialData(
        await api.call(ENDPOINTS.initialData.load, {}, { silent: true }),
        requestedAt,
      );
      setSession({ status: 'in' });
    } catch (error) {
      setSession(
        error instanceof LogoutError ? { status: 'out', notice: null } : { status: 'down' },
      );
    }
  }, []);

  useEffect(() => {
    void enter();
    const offNotify = (event: { kind: 'success' | 'error' | 'info'; text: string }) => {
      notify(event.kind, event.text);
    };
    const offLogout = (event: { reason: 'logout' | 'expired' | 'user' }) => {
      resetState();
      setSession({ status: 'out', notice: event.reason === 'user' ? 'loggedOut' : 'expired' });
    };
    bus.on('notify', offNotify);
    bus.on('logout', offLogout);
    return () => {
      bus.off('notify', offNotify);
      bus.off('logout', offLogout);
    };
  }, [enter]);

  return (
    <>
      <SessionView session={session} retry={() => void enter()} />
      <NotificationList />
    </>
  );
}

function SessionView({ session, retry }: { session: Session; retry: () => void }) {
  switch (session.status) {
    case 'checking':
      return <LoadingState label="Loading the game..." />;
    case 'down':
      return (
        <LoadError
          title="Server is down."
          message="The game server did not answer."
          onRetry={retry}
        />
      );
    case 'out':
      return <LoginPage notice={session.notice} onLoggedIn={retry} />;
    case 'in':
      return (
        <Suspense fallback={<LoadingState label="Loading the game..." />}>
          <Game />
        </Suspense>
      );
  }
}

/** Notifications close by themselves after 5 s (the state library's timer). */
function NotificationList() {
  const items = useStore($notifications);
  return (
    <Notifications
      items={items}
      onDismiss={(id) => dismissNotification(Number(id))}
      renderText={(text) => <Markup text={text} />}
    />
  );
}
