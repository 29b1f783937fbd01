/**
 * /clan/admin/settings (spec 002 §2, §5, §6): the clan's gold tax and resource tax in percent,
 * 3-character inputs, shown and saved only with the details permission. A tax outside 0 to 100
 * is refused before asking the server.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ClanData, ClanTaxesAnswer } from '@idle/contracts';
import { CLAN_TAX_MAX_LENGTH, parseTaxPercent } from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, EmptyState, NumberInput, Section, Loaded, Text } from '@idle/ui';
import { useState } from 'react';
import { editTaxes, useClanDetails, useClanTaxes } from '../api';
import { ClanPage } from '../layout/ClanPage';
import { FormError } from '../layout/parts';
import styles from './admin.module.css';

export const SETTINGS_LOADING_TEXT = 'Loading the clan settings...';
export const SETTINGS_LOAD_FAILED_TEXT = 'The clan settings could not be loaded.';
export const DETAILS_PERMISSION_TEXT = 'Your rank does not have the details permission.';
export const CLAN_TAXES_CHANGED_TEXT = 'The clan taxes were changed.';

function TaxesForm({ taxes }: { taxes: ClanTaxesAnswer }) {
  const [goldTax, setGoldTax] = useState(String(taxes.goldTax));
  const [resTax, setResTax] = useState(String(taxes.resTax));
  const [invalid, setInvalid] = useState<string | null>(null);
  const call = useServerCall();

  const save = () => {
    const gold = parseTaxPercent(goldTax);
    const resources = parseTaxPercent(resTax);
    if (!gold.ok || !resources.ok) {
      setInvalid(gold.ok ? (resources.ok ? null : resources.error) : gold.error);
      return;
    }
    setInvalid(null);
    void call.run(
      'taxes',
      () => editTaxes(gold.percent, resources.percent),
      (next) => {
        setGoldTax(String(next.goldTax));
        setResTax(String(next.resTax));
        notify('success', CLAN_TAXES_CHANGED_TEXT);
      },
    );
  };

  return (
    <Section title="Clan Taxes">
      <Text as="p">
        Members pay at least {taxes.goldTax}% of the gold from mobs and {taxes.resTax}% of the
        resources from gathering into the clan storage.
      </Text>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <NumberInput
          label="Gold tax %"
          value={goldTax}
          maxLength={CLAN_TAX_MAX_LENGTH}
          onChange={setGoldTax}
        />
        <NumberInput
          label="Resource tax %"
          value={resTax}
          maxLength={CLAN_TAX_MAX_LENGTH}
          onChange={setResTax}
        />
        <Button type="submit" variant="primary" disabled={call.pending !== null}>
          Save
        </Button>
      </form>
      <FormError text={invalid} />
    </Section>
  );
}

export interface ClanSettingsViewProps {
  /** The player's clan data: the details permission opens the page. */
  clan: LoadState<ClanData>;
  /** The state of `loadSettings`; asked only with the details permission. */
  taxes: LoadState<ClanTaxesAnswer>;
  onRetry: () => void;
}

/** The clan settings for given states of its loads (stories render it directly). */
export function ClanSettingsView({ clan, taxes, onRetry }: ClanSettingsViewProps) {
  return (
    <ClanPage title="Clan Settings">
      <Loaded
        state={clan}
        loadingText={SETTINGS_LOADING_TEXT}
        failedText={SETTINGS_LOAD_FAILED_TEXT}
        onRetry={onRetry}
      >
        {(player) =>
          player.permissions.details ? (
            <Loaded
              state={taxes}
              loadingText={SETTINGS_LOADING_TEXT}
              failedText={SETTINGS_LOAD_FAILED_TEXT}
              onRetry={onRetry}
            >
              {(answer) => <TaxesForm taxes={answer} />}
            </Loaded>
          ) : (
            <EmptyState message={DETAILS_PERMISSION_TEXT} />
          )
        }
      </Loaded>
    </ClanPage>
  );
}

export function ClanSettingsPage() {
  // The frame asks the same: one request.
  const clan = useClanDetails();
  const allowed = clan.state.status === 'ready' && clan.state.data.permissions.details;
  const taxes = useClanTaxes(allowed);
  return (
    <ClanSettingsView
      clan={clan.state}
      taxes={allowed ? taxes.state : { status: 'loading' }}
      onRetry={clan.state.status === 'error' ? clan.reload : taxes.reload}
    />
  );
}
