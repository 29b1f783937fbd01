/** The referrals' request (misc.php). */
import { modOnly } from './common';

export const GetReferralsQuery = modOnly('getReferrals');
