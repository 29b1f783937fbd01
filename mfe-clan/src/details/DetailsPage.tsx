/**
 * /clan/details (spec 001 §2, §3, §5; spec 002 taxes): the clan skill bar (level, experience
 * within the level), the members against the limit, the clan's taxes, the taxes the member
 * actually pays (the larger of the clan's and their personal tax, as the server takes them), and
 * the player's personal taxes, which any member edits (3-character inputs, whole percents; the
 * server keeps them at least the clan's). The clan's own taxes are edited on the settings page.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ClanData, PersonalTaxesAnswer } from '@idle/contracts';
import {
  effectiveTaxPercent,
  formatNumber,
  parseTaxPercent,
  PERSONAL_TAX_MAX_LENGTH,
  PERSONAL_TAXES_CHANGED_TEXT,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import {
  Button,
  LoadError,
  LoadingState,
  NumberInput,
  ProgressBar,
  Figure,
  Figures,
  Muted,
  Section,
  Inline,
  Stack,
  Text,
} from '@idle/ui';
import { useState } from 'react';
import { editPersonalTaxes, useClanDetails } from '../api';
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
    <Stack
      as="form"
      gap={2}
      aria-label="Personal taxes"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Inline align="end" gap={4}>
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
      </Inline>
      {error !== null && (
        <Text as="p" role="alert" tone="error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function DetailsContent({ clan }: { clan: ClanData }) {
  const taxes: PersonalTaxesAnswer = { pGoldTax: clan.pGoldTax, pResTax: clan.pResTax };
  const call = useServerCall();

  const saveTaxes = (next: PersonalTaxesAnswer) =>
    call.run(
      'personalTaxes',
      () => editPersonalTaxes(next),
      () => notify('success', PERSONAL_TAXES_CHANGED_TEXT),
    );

  return (
    <Stack gap={6}>
      <Section variant="plain" titleId="clan-skill-title" title={clan.name}>
        <ClanSkill clan={clan} />
      </Section>
      <Figures label="Clan figures" align="end">
        <Figure label="Members">
          {formatNumber(clan.members)} / {formatNumber(clan.membersLimit)}
        </Figure>
        <Figure label="Clan gold tax">{formatNumber(clan.goldTax)}%</Figure>
        <Figure label="Clan resource tax">{formatNumber(clan.resTax)}%</Figure>
        <Figure label="Gold tax you pay">
          {formatNumber(effectiveTaxPercent(clan.goldTax, taxes.pGoldTax))}%
        </Figure>
        <Figure label="Resource tax you pay">
          {formatNumber(effectiveTaxPercent(clan.resTax, taxes.pResTax))}%
        </Figure>
      </Figures>
      <Section variant="plain" titleId="personal-taxes-title" title="Personal taxes">
        <Muted>
          Your personal taxes go to the clan from your gold and resources; they may be higher than
          the clan&apos;s taxes, never lower.
        </Muted>
        <PersonalTaxesForm
          key={`${String(taxes.pGoldTax)}-${String(taxes.pResTax)}`}
          taxes={taxes}
          busy={call.pending !== null}
          onSave={saveTaxes}
        />
      </Section>
    </Stack>
  );
}

export interface DetailsViewProps {
  /** The player's clan (`clan.php?mod=loadDetails`). */
  state: LoadState<ClanData>;
  onRetry: () => void;
}

/** The clan details for a given state of `loadDetails` (stories render it directly). */
export function DetailsView({ state, onRetry }: DetailsViewProps) {
  if (state.status === 'loading') return <LoadingState label={DETAILS_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={DETAILS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  return <DetailsContent clan={state.data} />;
}

export function DetailsPage() {
  // The frame asks the same: one request.
  const details = useClanDetails();
  return (
    <ClanPage title="Clan Details">
      <DetailsView state={details.state} onRetry={details.reload} />
    </ClanPage>
  );
}
