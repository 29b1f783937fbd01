/** Log in or create an account. */
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { Button, TextInput } from '@idle/ui';
import { type SyntheticEvent, useState } from 'react';
import { logIn, register } from '../api';
import styles from './LoginPage.module.css';

export type LoginNotice = 'expired' | 'loggedOut' | null;

const NOTICES: Record<Exclude<LoginNotice, null>, string> = {
  expired: 'You have been logged out. Log in again to continue.',
  loggedOut: 'You have logged out.',
};

/** The referrer's userid from a referral link (`/?ref=<userid>`), read once at start-up. */
const REFERRER = (() => {
  const ref = Number(new URLSearchParams(window.location.search).get('ref'));
  return Number.isSafeInteger(ref) && ref > 0 ? ref : undefined;
})();

export function LoginPage({ notice, onLoggedIn }: { notice: LoginNotice; onLoggedIn: () => void }) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      // A refusal is shown as an error notification by the request layer.
      if (mode === 'login') await logIn(username, password);
      else await register(username, password, REFERRER);
      onLoggedIn();
    } catch {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Idle RPG</h1>
      <form
        className={styles.card}
        onSubmit={(event) => void submit(event)}
        aria-labelledby="login-heading"
      >
        <h2 id="login-heading">{mode === 'login' ? 'Log in' : 'Create an account'}</h2>
        {notice && <p role="status">{NOTICES[notice]}</p>}
        <TextInput
          label="Username"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          maxLength={64}
          {...(mode === 'register'
            ? { hint: `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits or _` }
            : {})}
        />
        <TextInput
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          maxLength={200}
          {...(mode === 'register'
            ? { hint: `At least ${formatNumber(PASSWORD_MIN_LENGTH)} characters` }
            : {})}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {mode === 'login' ? 'Log in' : 'Register'}
        </Button>
        <Button
          variant="link"
          onClick={() => {
            setMode(mode === 'login' ? 'register' : 'login');
          }}
        >
          {mode === 'login' ? 'New here? Create an account' : 'Have an account? Log in'}
        </Button>
      </form>
    </main>
  );
}
