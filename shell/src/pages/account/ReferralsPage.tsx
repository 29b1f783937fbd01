/**
 * /referrals (spec 001 sections 2, 3, 7, 8 and 9): the players this player referred, each a
 * link to their profile, or "You do not have any referrals."; and the player's referral link,
 * with a Copy button.
 */
import type { Referral } from '@idle/contracts';
import { NO_REFERRALS_TEXT, REFERRAL_BONUS_PERCENT } from '@idle/game-rules';
import { $player } from '@idle/state';
import { CopyField, EmptyState, LoadError, LoadingState, Muted, Page } from '@idle/ui';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { PlayerName } from '../info/PlayerName';
import type { LoadState } from '@idle/api-client';
import { useReferrals } from '../../api';
import styles from './AccountPages.module.css';
import pageStyles from '../page.module.css';

export const REFERRALS_FAILED_TEXT = 'Your referrals could not be loaded.';
export const REFERRAL_LINK_COPIED_TEXT = 'Your referral link was copied.';
export const REFERRAL_LINK_NOT_COPIED_TEXT =
  'The link could not be copied. Select it and copy it yourself.';

/** The address a new player registers through to count as this player's referral. */
export function referralLink(origin: string, userid: number): string {
  return `${origin}/?ref=${String(userid)}`;
}

function ReferralLink({ link }: { link: string }) {
  return (
    <div className={styles.referralLink}>
      <CopyField
        label="Your referral link"
        value={link}
        copiedText={REFERRAL_LINK_COPIED_TEXT}
        notCopiedText={REFERRAL_LINK_NOT_COPIED_TEXT}
      />
      <Muted>
        Players who register through your link become your referrals. You receive a{' '}
        {REFERRAL_BONUS_PERCENT}% credits bonus on every purchase they make.
      </Muted>
    </div>
  );
}

export interface ReferralsViewProps {
  state: LoadState<readonly Referral[]>;
  /** The player's referral link; null before the game data is loaded. */
  link: string | null;
  onRetry: () => void;
}

/** What /referrals shows: the referral link, then loading, error, no referrals or the list. */
export function ReferralsView({ state, link, onRetry }: ReferralsViewProps) {
  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingState label="Loading your referrals..." />;
  else if (state.status === 'error')
    body = <LoadError message={REFERRALS_FAILED_TEXT} onRetry={onRetry} />;
  else if (state.data.length === 0) body = <EmptyState message={NO_REFERRALS_TEXT} />;
  else {
    body = (
      <ul className={styles.list} aria-label="Your referrals">
        {state.data.map((referral) => (
          <li key={referral.userid}>
            <PlayerName userid={referral.userid} username={referral.username} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page className={pageStyles.page} title="Referrals" titleId="referrals-title">
      {link !== null && <ReferralLink link={link} />}
      {body}
    </Page>
  );
}

/** /referrals: loads the list, and again on Retry. */
export function ReferralsPage() {
  const player = useStore($player);
  const { state, reload: retry } = useReferrals(REFERRALS_FAILED_TEXT);
  const link = player ? referralLink(window.location.origin, player.userid) : null;
  return <ReferralsView state={state} link={link} onRetry={retry} />;
}
