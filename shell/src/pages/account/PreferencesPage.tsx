/**
 * /preferences, the account settings (spec 001 sections 2, 5, 7, 8 and 9): the account's email,
 * a username change (costs USERNAME_CHANGE_COST_CREDITS credits) and a password change. Input is
 * checked before it is sent; a refusal of the server is shown by the request layer and leaves
 * the stores and the form as they were.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import {
  type PreferencesAnswer,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@idle/contracts';
import {
  formatNumber,
  PASSWORD_CHANGED_TEXT,
  USERNAME_CHANGE_COST_CREDITS,
  USERNAME_CHANGED_TEXT,
} from '@idle/game-rules';
import { $items, $player, notify } from '@idle/state';
import { Button, LoadError, LoadingState, Muted, Page, Section, TextInput } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { type SyntheticEvent, type ReactNode, useState } from 'react';
import { changePassword, changeUsername, usePreferences } from '../../api';
import {
  checkPasswordChange,
  checkUsernameChange,
  type PasswordChangeErrors,
  type UsernameChangeErrors,
} from './account-rules';
import styles from './AccountPages.module.css';
import pageStyles from '../page.module.css';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { CompactModeToggle } from './CompactModeToggle';

export const PREFERENCES_FAILED_TEXT = 'Your account settings could not be loaded.';
export const NO_EMAIL_TEXT = 'No email address is linked to your account.';

function EmailSection({
  state,
  onRetry,
}: {
  state: LoadState<PreferencesAnswer>;
  onRetry: () => void;
}) {
  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingState label="Loading your email..." />;
  else if (state.status === 'error')
    body = <LoadError message={PREFERENCES_FAILED_TEXT} onRetry={onRetry} />;
  else if (typeof state.data.email === 'string' && state.data.email !== '')
    body = <p className={styles.email}>{state.data.email}</p>;
  else body = <Muted>{NO_EMAIL_TEXT}</Muted>;
  return (
    <Section className={styles.section} title="Email">
      {body}
    </Section>
  );
}

export function ChangeUsernameForm() {
  const player = useStore($player);
  const { credits = 0 } = useStore($items, { keys: ['credits'] });
  const [newUsername, setNewUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<UsernameChangeErrors>({});
  const call = useServerCall();
  const pending = call.pending !== null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkUsernameChange({
      newUsername,
      password,
      currentUsername: player?.username ?? null,
      credits,
    });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    // A refusal was shown by the request layer; the stores and the form stay as they were.
    void call.run(
      'changeUsername',
      () => changeUsername(check.newUsername, password),
      () => {
        notify('success', USERNAME_CHANGED_TEXT);
        setNewUsername('');
        setPassword('');
      },
    );
  };

  return (
    <Section className={styles.section} title="Change Username">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.cost}>
          Changing your username costs {formatNumber(USERNAME_CHANGE_COST_CREDITS)} credits. You
          have {formatNumber(credits)} credits.
        </p>
        <TextInput
          label="New username"
          value={newUsername}
          onChange={setNewUsername}
          autoComplete="username"
          maxLength={USERNAME_MAX_LENGTH}
          hint={`${String(USERNAME_MIN_LENGTH)} to ${String(USERNAME_MAX_LENGTH)} letters, digits or _`}
          error={errors.newUsername}
        />
        <TextInput
          label="Current password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password}
        />
        {errors.form !== undefined && (
          <p role="alert" className={styles.formError}>
            {errors.form}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? 'Changing...' : 'Change Username'}
          </Button>
        </div>
      </form>
    </Section>
  );
}

export function ChangePasswordForm() {
  const player = useStore($player);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword1, setNewPassword1] = useState('');
  const [newPassword2, setNewPassword2] = useState('');
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const call = useServerCall();
  const pending = call.pending !== null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPasswordChange({ oldPassword, newPassword1, newPassword2 });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    // A refusal was shown by the request layer; the form stays as it was.
    void call.run(
      'changePassword',
      () => changePassword({ oldPassword, newPassword1, newPassword2 }),
      () => {
        notify('success', PASSWORD_CHANGED_TEXT);
        setOldPassword('');
        setNewPassword1('');
        setNewPassword2('');
      },
    );
  };

  return (
    <Section className={styles.section} title="Change Password">
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* Lets password managers know whose password this is. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={player?.username ?? ''}
          readOnly
          hidden
        />
        <TextInput
          label="Current password"
          type="password"
          value={oldPassword}
          onChange={setOldPassword}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.oldPassword}
        />
        <TextInput
          label="New password"
          type="password"
          value={newPassword1}
          onChange={setNewPassword1}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters`}
          error={errors.newPassword1}
        />
        <TextInput
          label="New password again"
          type="password"
          value={newPassword2}
          onChange={setNewPassword2}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.newPassword2}
        />
        <div>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Section>
  );
}

export interface PreferencesViewProps {
  /** The account's email, as `preferences.php mod=getPreferences` answers it. */
  email: LoadState<PreferencesAnswer>;
  onRetry: () => void;
}

/**
 * What /preferences shows: the email (loading, error, none or the address), both forms, the
 * display switches of this device and the player's API keys.
 */
export function PreferencesView({ email, onRetry }: PreferencesViewProps) {
  return (
    <Page className={pageStyles.page} title="Preferences" titleId="preferences-title">
      <EmailSection state={email} onRetry={onRetry} />
      <ChangeUsernameForm />
      <ChangePasswordForm />
      <Section className={styles.section} title="Display">
        <CompactModeToggle />
      </Section>
      <RemoteSlot slot="apiKeysSection" />
    </Page>
  );
}

/** /preferences: loads the email, and again on Retry. */
export function PreferencesPage() {
  const { state, reload: retry } = usePreferences(PREFERENCES_FAILED_TEXT);
  return <PreferencesView email={state} onRetry={retry} />;
}
