/**
 * The "API Keys" section of /preferences (issue 29): the player's personal keys of the public
 * read-only API, each with its name, prefix, scopes and times, a form to create one (a name and
 * what it may read) and Revoke. A new key is shown once, with Copy; the server keeps only its hash.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  API_KEYS_PER_PLAYER,
  PUBLIC_API_DOCS_PATH,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@idle/contracts';
import { notify } from '@idle/state';
import {
  Button,
  CopyField,
  EmptyState,
  LoadError,
  LoadingState,
  Section,
  Table,
  type TableColumn,
  Text,
  TextInput,
} from '@idle/ui';
import { type ReactNode, type SyntheticEvent, useId, useState } from 'react';
import { createApiKey, revokeApiKey, useApiKeys } from '../api';
import styles from './ApiKeysSection.module.css';

export const API_KEYS_FAILED_TEXT = 'Your API keys could not be loaded.';
export const NO_API_KEYS_TEXT = 'You have no API keys yet.';
export const API_KEYS_FULL_TEXT = `You have ${String(API_KEYS_PER_PLAYER)} API keys, the most you can hold. Revoke one to create another.`;
export const ENTER_KEY_NAME_TEXT = 'Enter a name for the key.';
export const CHOOSE_SCOPE_TEXT = 'Choose what the key may read.';
export const NEW_KEY_SHOWN_ONCE_TEXT =
  'Copy your new key now: it is shown only this once. Anyone with it can read what its scopes allow.';
export const API_KEY_COPIED_TEXT = 'Your API key was copied.';
export const API_KEY_NOT_COPIED_TEXT =
  'The key could not be copied. Select it and copy it yourself.';
export const API_KEY_REVOKED_TEXT = 'The API key was revoked.';
export const READ_ONLY_HINT_TEXT = 'No key can change anything: the API only reads.';

export const SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  profile: 'Profile',
  inventory: 'Inventory',
  market: 'Market',
  leaderboards: 'Leaderboards',
};

/** A time as the table shows it, the same on every device: `2026-11-28 09:40 UTC`. */
export function keyTimeText(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className={styles.newKey} role="status">
      <CopyField
        label={`Your new key “${created.key.name}”`}
        value={created.token}
        copiedText={API_KEY_COPIED_TEXT}
        notCopiedText={API_KEY_NOT_COPIED_TEXT}
        code
      >
        <Button onClick={onDone}>Done</Button>
      </CopyField>
      <Text as="p" tone="warning">
        {NEW_KEY_SHOWN_ONCE_TEXT}
      </Text>
    </div>
  );
}

function CreateKeyForm({
  full,
  onCreated,
}: {
  full: boolean;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const call = useServerCall();
  const pending = call.pending !== null;
  const scopesHint = useId();

  const toggle = (scope: ApiKeyScope, on: boolean) => {
    setScopes((current) =>
      API_KEY_SCOPES.filter((each) => (each === scope ? on : current.includes(each))),
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = {
      ...(trimmed === '' ? { name: ENTER_KEY_NAME_TEXT } : {}),
      ...(scopes.length === 0 ? { scopes: CHOOSE_SCOPE_TEXT } : {}),
    };
    setErrors(found);
    if (found.name !== undefined || found.scopes !== undefined) return;
    // A refusal was shown by the request layer; the form stays as it was.
    void call.run(
      'createApiKey',
      () => createApiKey(trimmed, scopes),
      (created) => {
        setName('');
        setScopes([]);
        onCreated(created);
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create an API key">
      <TextInput
        label="Key name"
        value={name}
        onChange={setName}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        hint="What the key is for, e.g. the tool that uses it"
        error={errors.name}
        disabled={full}
      />
      <fieldset className={styles.scopes} aria-describedby={scopesHint} disabled={full}>
        <legend>
          <Text weight="bold">It may read</Text>
        </legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className={styles.scope}>
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />{' '}
            {SCOPE_LABELS[scope]}
          </label>
        ))}
      </fieldset>
      {errors.scopes === undefined ? (
        <p id={scopesHint} className={styles.hint}>
          {READ_ONLY_HINT_TEXT}
        </p>
      ) : (
        <p id={scopesHint} role="alert" className={styles.formError}>
          {errors.scopes}
        </p>
      )}
      {full && <p className={styles.formError}>{API_KEYS_FULL_TEXT}</p>}
      <div>
        <Button type="submit" variant="primary" disabled={pending || full}>
          {pending ? 'Creating...' : 'Create Key'}
        </Button>
      </div>
    </form>
  );
}

function KeyList({ keys }: { keys: readonly ApiKeySummary[] }) {
  const call = useServerCall();
  const columns: TableColumn<ApiKeySummary>[] = [
    { key: 'name', header: 'Name', render: (key) => key.name },
    {
      key: 'prefix',
      header: 'Key',
      render: (key) => <code className={styles.prefix}>{key.prefix}…</code>,
    },
    {
      key: 'scopes',
      header: 'May read',
      render: (key) => key.scopes.map((scope) => SCOPE_LABELS[scope]).join(', '),
    },
    {
      key: 'created',
      header: 'Created',
      render: (key) => (
        <time dateTime={new Date(key.createdAt).toISOString()}>{keyTimeText(key.createdAt)}</time>
      ),
    },
    {
      key: 'used',
      header: 'Last used',
      render: (key) =>
        key.lastUsedAt === null ? (
          'Never'
        ) : (
          <time dateTime={new Date(key.lastUsedAt).toISOString()}>
            {keyTimeText(key.lastUsedAt)}
          </time>
        ),
    },
    {
      key: 'revoke',
      header: 'Revoke',
      hideHeader: true,
      align: 'right',
      render: (key) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={`Revoke ${key.name}`}
          disabled={call.pending !== null}
          onClick={() =>
            void call.run(
              `revoke-${String(key.id)}`,
              () => revokeApiKey(key.id),
              () => notify('success', API_KEY_REVOKED_TEXT),
            )
          }
        >
          {call.pending === `revoke-${String(key.id)}` ? 'Revoking...' : 'Revoke'}
        </Button>
      ),
    },
  ];
  return (
    <Table
      caption="Your API keys"
      hideCaption
      columns={columns}
      rows={keys}
      rowKey={(key) => key.id}
    />
  );
}

export interface ApiKeysViewProps {
  /** The player's keys, as `preferences.php mod=listApiKeys` answers them. */
  keys: LoadState<readonly ApiKeySummary[]>;
  onRetry: () => void;
  /** A key just created, shown once (stories and tests start from one; the page from none). */
  initialCreated?: CreatedApiKey | null;
}

/** The keys (loading, error, none or the list), the key just created and the form. */
export function ApiKeysView({ keys, onRetry, initialCreated = null }: ApiKeysViewProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(initialCreated);
  let body: ReactNode;
  if (keys.status === 'loading') body = <LoadingState label="Loading your API keys..." />;
  else if (keys.status === 'error')
    body = <LoadError message={API_KEYS_FAILED_TEXT} onRetry={onRetry} />;
  else
    body = (
      <>
        {keys.data.length === 0 ? (
          <EmptyState message={NO_API_KEYS_TEXT} />
        ) : (
          <KeyList keys={keys.data} />
        )}
        <CreateKeyForm full={keys.data.length >= API_KEYS_PER_PLAYER} onCreated={setCreated} />
      </>
    );
  return (
    <Section className={styles.section} title="API Keys">
      <p className={styles.intro}>
        Your own tools can read your profile, inventory, the market and the leaderboards with a key,
        sent in the <code>X-Api-Key</code> header.{' '}
        <a href={PUBLIC_API_DOCS_PATH} target="_blank" rel="noreferrer">
          API reference
        </a>
      </p>
      {created !== null && <NewKey created={created} onDone={() => setCreated(null)} />}
      {body}
    </Section>
  );
}

/** The section as /preferences mounts it: loads the keys, and again on Retry. */
export function ApiKeysSection() {
  const { state, reload } = useApiKeys(API_KEYS_FAILED_TEXT);
  return <ApiKeysView keys={state} onRetry={reload} />;
}
