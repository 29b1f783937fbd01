/**
 * /admin, the console's home: who the caller is and their role, and a link to each page the
 * role may use (a moderator sees no announcements, compensation or economy audit).
 */
import type { LoadState } from '@idle/api-client';
import type { AdminWhoami } from '@idle/contracts';
import { Loaded, Page, Stack, Text } from '@idle/ui';
import { Link } from 'react-router';
import { useWhoami } from '../api';
import { CONSOLE_PAGES, ROLE_NAMES } from '../console';
import styles from './ConsoleHomePage.module.css';

export const CONSOLE_LOADING_TEXT = 'Loading the console...';
export const CONSOLE_LOAD_FAILED_TEXT = 'The console could not be loaded.';

export interface ConsoleHomeViewProps {
  state: LoadState<AdminWhoami>;
  onRetry: () => void;
}

export function ConsoleHomeView({ state, onRetry }: ConsoleHomeViewProps) {
  return (
    <Page title="Operator Console" titleId="operator-console-title">
      <Loaded
        state={state}
        loadingText={CONSOLE_LOADING_TEXT}
        failedText={CONSOLE_LOAD_FAILED_TEXT}
        onRetry={onRetry}
      >
        {(whoami) => (
          <Stack gap={4}>
            <Text as="p">
              Signed in as <strong>{whoami.username}</strong>, {ROLE_NAMES[whoami.role]}.
            </Text>
            <nav aria-label="Console pages">
              <ul className={styles.pages}>
                {CONSOLE_PAGES.filter((page) => whoami.permissions.includes(page.permission)).map(
                  (page) => (
                    <li key={page.path}>
                      <Link to={page.path} className={styles.link}>
                        {page.title}
                      </Link>
                      <Text tone="muted" as="p">
                        {page.summary}
                      </Text>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          </Stack>
        )}
      </Loaded>
    </Page>
  );
}

export function ConsoleHomePage() {
  const whoami = useWhoami();
  return <ConsoleHomeView state={whoami.state} onRetry={whoami.reload} />;
}
