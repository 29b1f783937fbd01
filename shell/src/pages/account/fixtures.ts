/** Answers of the account pages' calls, for their tests and stories. */
import type { Referral } from '@idle/contracts';

export function sampleReferrals(): Referral[] {
  return [
    { userid: 408, username: 'lumberjack7' },
    { userid: 512, username: 'Miner_Mo' },
  ];
}
