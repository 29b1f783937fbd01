/**
 * /clan/details (spec 001 §2, §3, §5; spec 002 taxes): the clan skill bar (level, experience
 * within the level), the members against the limit, the clan's taxes, the taxes the member
 * actually pays (the larger of the clan's and their personal tax, as the server takes them), and
 * the player's personal taxes, which any member edits (3-character inputs, whole percents; the
 * server keeps them at least the clan's). The clan's own taxes are edited on the settings page.
 */
import { api, type LoadState, useServerCall, useServerData } from '@idle/api-client';
import { ENDPOINTS, type ClanData, type PersonalTaxesAnswer } from '@idle/contracts';
import {
  effectiveTaxPercent,
  formatNumber,
  parseTaxPercent,
  PERSONAL_TAX_MAX_LENGTH,
  PERSONAL_TAXES_CHANGED_TEXT,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, LoadError, LoadingState, NumberInput, ProgressBar } from '@idle/ui';
import { useState } from 'react';
import { ClanPage } from '../layout/ClanPage';
import styles from './DetailsPage.module.css';

export const DETAILS_LOADING_TEXT = 'Loading the clan details...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const DETAILS_LOAD_FAILED_TEXT = 'The clan details could not be loaded.';

function ClanSkill({ clan }: { clan: ClanData }) {
  const withinLevel = clan.exp - clan.expStart;
  const levelSpan = Math.max(1, clan.expToLevel - clan.expStart);
  return (
    <div className={styles.level}>
      <span>Level {formatNumber(clan.level)}</span>
      <ProgressBar
        label="Clan experience"
        variant="experience"
        value={withinLevel}
        max={levelSpan}
      />
    </div>
  );
}

interface PersonalTaxesFormProps {
  taxes: PersonalTaxesAnswer;
  busy: boolean;
  /** Resolves true once the server took the new taxes. */
  onSave: (taxes: PersonalTaxesAnswer) => Promise<boolean>;
}

/** The personal tax inputs: both checked on the client before anything is sent. */
function PersonalTaxesForm({ taxes, busy, onSave }: PersonalTaxesFormProps) {
  const [gold, setGold] = useState(String(taxes.pGoldTax));
  const [resources, setResources] = useState(String(taxes.pResTax));
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const goldTax = parseTaxPercent(gold);
    const resTax = parseTaxPercent(resources);
    if (!goldTax.ok || !resTax.ok) {
      setError(goldTax.ok ? (resTax.ok ? null : resTax.error) : goldTax.error);
      return;
    }
    setError(null);
    await onSave({ pGoldTax: goldTax.percent, pResTax: resTax.percent });
  };

  return (
    <form
      aria-label="Personal taxes"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.form}>
        <NumberInput
          label="Personal gold tax %"
          maxLength={PERSONAL_TAX_MAX_LENGTH}
          value={gold}
          onChange={setGold}
        />
        <NumberInput
          label="Personal resource tax %"
          maxLength={PERSONAL_TAX_MAX_LENGTH}
          value={resources}
          onChange={setResources}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          Save
        </Button>
      </div>
      {error !== null && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}

function DetailsContent({ clan }: { clan: ClanData }) {
  // Personal taxes saved here over the loaded answer; a new answer starts afresh.
  const [saved, setSaved] = useState<{ source: ClanData; taxes: PersonalTaxesAnswer } | null>(null);
  const taxes: PersonalTaxesAnswer =
    saved?.source === clan ? saved.taxes : { pGoldTax: clan.pGoldTax, pResTax: clan.pResTax };
  const call = useServerCall();

  const saveTaxes = (next: PersonalTaxesAnswer) =>
    call.run(
      'personalTaxes',
      () => api.call(ENDPOINTS.clan.editPersonalTaxes, next),
      (answer) => {
        setSaved({ source: clan, taxes: answer });
        notify('success', PERSONAL_TAXES_CHANGED_TEXT);
      },
    );

  return (
    <div className={styles.sections}>
      <section aria-labelledby="clan-skill-title" className={styles.section}>
        <h3 id="clan-skill-title">{clan.name}</h3>
        <ClanSkill clan={clan} />
      </section>
      <dl className={styles.figures} aria-label="Clan figures">
        <dt>Members</dt>
        <dd>
          {formatNumber(clan.members)} / {formatNumber(clan.membersLimit)}
        </dd>
        <dt>Clan gold tax</dt>
        <dd>{formatNumber(clan.goldTax)}%</dd>
        <dt>Clan resource tax</dt>
        <dd>{formatNumber(clan.resTax)}%</dd>
        <dt>Gold tax you pay</dt>
        <dd>{formatNumber(effectiveTaxPercent(clan.goldTax, taxes.pGoldTax))}%</dd>
        <dt>Resource tax you pay</dt>
        <dd>{formatNumber(effectiveTaxPercent(clan.resTax, taxes.pResTax))}%</dd>
      </dl>
      <section aria-labelledby="personal-taxes-title" className={styles.section}>
        <h3 id="personal-taxes-title">Personal taxes</h3>
        <p className={styles.muted}>
          Your personal taxes go to the clan from your gold and resources; they may be higher than
          the clan&apos;s taxes, never lower.
        </p>
        <PersonalTaxesForm
          key={`${String(taxes.pGoldTax)}-${String(taxes.pResTax)}`}
          taxes={taxes}
          busy={call.pending !== null}
          onSave={saveTaxes}
        />
      </section>
    </div>
  );
}

export interface DetailsViewProps {
  /** The state of `clan.php?mod=loadDetails`. */
  state: LoadState<{ clanData: ClanData }>;
  onRetry: () => void;
}

/** The clan details for a given state of `loadDetails` (stories render it directly). */
export function DetailsView({ state, onRetry }: DetailsViewProps) {
  if (state.status === 'loading') return <LoadingState label={DETAILS_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={DETAILS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  return <DetailsContent clan={state.data.clanData} />;
}

export function DetailsPage() {
  const details = useServerData(() => api.call(ENDPOINTS.clan.loadDetails));
  const clan: LoadState<ClanData> =
    details.state.status === 'ready'
      ? { status: 'ready', data: details.state.data.clanData }
      : details.state;
  return (
    <ClanPage title="Clan Details" clan={clan}>
      <DetailsView state={details.state} onRetry={details.reload} />
    </ClanPage>
  );
}
