/**
 * The game once logged in: the in-memory router built from the contracts' route table, the
 * action loop (run by one tab of the player's, resuming what the server keeps running), the live
 * socket (with the chat), shift-click chat links, the alert watcher, compact mode and the keep-alive
 * ping.
 *
 * The router is the declarative MemoryRouter, not a data router (createMemoryRouter): the game
 * uses no loaders or actions, and the data router is about half of react-router's code in the
 * first load. Navigation from outside React (the action loop, the bus) goes through the
 * navigate function RouterBridge hands out.
 */
import { ROUTES, type RouteEntry } from '@idle/contracts';
import { bus } from '@idle/events';
import { TIMINGS } from '@idle/game-rules';
import { $chatAccess, $player } from '@idle/state';
import { LoadError, LoadingState } from '@idle/ui';
import { lazy, type ReactElement, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { askForMarketValuesOnHover, fetchCurrentAction, ping } from './api';
import { createActionLoop } from './action-loop/controller';
import { runLoopInOneTab } from './action-loop/one-tab';
import { startAlertWatcher } from './alerts/watcher';
import { startVisibilityReports } from './pwa/visibility';
import { ErrorBoundary } from './ErrorBoundary';
import { RemoteRoute } from './federation/RemoteRoute';
import { STAFF_REMOTE, StaffOnlyRoute } from './federation/StaffOnlyRoute';
import { listenForChatLinks } from './layout/chat-links';
import { GameLayout } from './layout/GameLayout';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { applyCompactMode } from './pages/account/compact-mode';
import { HomePage } from './pages/home/HomePage';
import { startLiveSession } from './socket/live-session';

// Pages other than home load on first visit, keeping the first load small.
const LogPage = lazy(() => import('./pages/log/LogPage').then((m) => ({ default: m.LogPage })));
const PreferencesPage = lazy(() =>
  import('./pages/account/PreferencesPage').then((m) => ({ default: m.PreferencesPage })),
);
const ReferralsPage = lazy(() =>
  import('./pages/account/ReferralsPage').then((m) => ({ default: m.ReferralsPage })),
);
const AnnouncementsPage = lazy(() =>
  import('./pages/info/AnnouncementsPage').then((m) => ({ default: m.AnnouncementsPage })),
);
const LeaderboardPage = lazy(() =>
  import('./pages/info/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })),
);
const LeaderboardsPage = lazy(() =>
  import('./pages/info/LeaderboardsPage').then((m) => ({ default: m.LeaderboardsPage })),
);
const ProfilePage = lazy(() =>
  import('./pages/info/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const AlertsPage = lazy(() =>
  import('./alerts/AlertsPage').then((m) => ({ default: m.AlertsPage })),
);
const ToolsPage = lazy(() =>
  import('./pages/tools/ToolsPage').then((m) => ({ default: m.ToolsPage })),
);
const StaticPage = lazy(() =>
  import('./pages/info/StaticPage').then((m) => ({ default: m.StaticPage })),
);

/** The shell's own screens; shell routes not listed here are built by later work. */
const SHELL_PAGES: Partial<Record<string, () => ReactElement>> = {
  '/': () => <HomePage />,
  '/log': () => <LogPage />,
  '/preferences': () => <PreferencesPage />,
  '/announcements': () => <AnnouncementsPage />,
  '/leaderboards': () => <LeaderboardsPage />,
  '/leaderboard/:id': () => <LeaderboardRoute />,
  '/referrals': () => <ReferralsPage />,
  '/player_profile/:userid': () => <ProfileRoute />,
  '/load/:mod': () => <StaticRoute />,
  '/alerts': () => <AlertsPage />,
  '/tools': () => <ToolsPage />,
};

function LeaderboardRoute() {
  const { id } = useParams();
  return <LeaderboardPage id={Number(id)} />;
}

function ProfileRoute() {
  const { userid } = useParams();
  return <ProfilePage userid={Number(userid)} />;
}

function StaticRoute() {
  const { mod } = useParams();
  return <StaticPage mod={mod ?? ''} />;
}

function routeElement(route: RouteEntry): ReactElement {
  if (route.owner === 'shell') {
    const page = SHELL_PAGES[route.path];
    return page ? (
      <Suspense fallback={<LoadingState />}>{page()}</Suspense>
    ) : (
      <ComingSoonPage area={route.title} />
    );
  }
  const remote = <RemoteRoute remote={route.owner} path={route.path} title={route.title} />;
  return route.owner === STAFF_REMOTE ? (
    <StaffOnlyRoute title={route.title}>{remote}</StaffOnlyRoute>
  ) : (
    remote
  );
}

/**
 * A page opened at another address (a bookmark, a shared link) starts on that route; the address
 * bar then shows / and never changes again, as the spec wants.
 */
let startPath: string | null = null;

function initialPath(): string {
  // Read once per page load: a first render that suspends is rendered again and must start at
  // the same path. Leaving the game (logout) starts the next visit at home.
  if (startPath === null) {
    startPath = window.location.pathname;
    // The query stays for the screen opened to read (e.g. a checkout's session on /premium).
    if (startPath !== '/') window.history.replaceState(null, '', `/${window.location.search}`);
  }
  return startPath;
}

/** A shell page that throws while rendering: say so, and offer the way home. */
function PageError() {
  return (
    <LoadError
      title="Something went wrong"
      message="This page could not be shown."
      retryLabel="Back to the home page"
      onRetry={() => window.location.assign('/')}
    />
  );
}

type NavigateTo = (to: string) => void;

/** Hands the router's navigate function to code outside React (the action loop, the bus). */
function RouterBridge({ onNavigate }: { onNavigate: (navigate: NavigateTo) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate((to) => void navigate(to));
  }, [navigate, onNavigate]);
  return null;
}

export default function Game() {
  const navigateRef = useRef<NavigateTo>(() => undefined);
  const loop = useMemo(() => createActionLoop((route) => navigateRef.current(route)), []);
  const bridge = useCallback((navigate: NavigateTo) => {
    navigateRef.current = navigate;
  }, []);

  useEffect(() => {
    const navigate = ({ to }: { to: string }) => navigateRef.current(to);
    // One tab of the player's runs the loop; it resumes what the server keeps running.
    const oneTab = runLoopInOneTab({
      loop,
      name: `idle-rpg:action-loop:${String($player.get()?.userid ?? 0)}`,
      fetchCurrent: fetchCurrentAction,
      landedOnHome: initialPath() === '/',
    });
    const start = (request: {
      action: Parameters<typeof loop.start>[0]['action'];
      body?: Record<string, unknown>;
      route?: string;
    }) => {
      oneTab.whenHere(() => {
        loop.start(request);
      });
    };
    const stop = () => {
      oneTab.whenHere(() => void loop.stop());
    };
    const resume = () => {
      loop.resume();
    };
    const halt = () => {
      loop.halt();
    };
    bus.on('navigate', navigate);
    bus.on('startAction', start);
    bus.on('stopAction', stop);
    bus.on('captchaSolved', resume);
    bus.on('logout', halt);
    const pinging = window.setInterval(() => void ping(), TIMINGS.PING_INTERVAL);
    const access = $chatAccess.get();
    const stopLive = access
      ? startLiveSession({
          access,
          hostname: window.location.hostname,
          secure: window.location.protocol === 'https:',
        })
      : null;
    const stopChatLinks = listenForChatLinks();
    const stopAlerts = startAlertWatcher();
    const stopVisibility = startVisibilityReports();
    const stopCompactMode = applyCompactMode(document.documentElement);
    const stopMarketValues = askForMarketValuesOnHover();
    return () => {
      bus.off('navigate', navigate);
      bus.off('startAction', start);
      bus.off('stopAction', stop);
      bus.off('captchaSolved', resume);
      bus.off('logout', halt);
      window.clearInterval(pinging);
      stopLive?.();
      stopChatLinks();
      stopAlerts();
      stopVisibility();
      stopCompactMode();
      stopMarketValues();
      loop.halt();
      oneTab.release();
      startPath = '/';
    };
  }, [loop]);

  return (
    <MemoryRouter initialEntries={[initialPath()]}>
      <RouterBridge onNavigate={bridge} />
      <ErrorBoundary fallback={() => <PageError />}>
        <Routes>
          <Route element={<GameLayout />}>
            {ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={routeElement(route)} />
            ))}
            {/* Unknown paths go to the home page. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </MemoryRouter>
  );
}
