/** The clan's taxes (`loadSettings`, with the details permission). */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type ClanTaxesAnswer } from '@idle/contracts';
import { clanLogChanged, ownProfileChanged, updateClanData } from './clan';

/** The clan's taxes, asked only while `enabled` (with the details permission). */
export function useClanTaxes(enabled: boolean): ServerData<ClanTaxesAnswer> {
  return useQuery(ENDPOINTS.clan.loadSettings, undefined, { enabled });
}

/** Sets the clan's taxes; the clan's answers show them. */
export async function editTaxes(goldTax: number, resTax: number): Promise<ClanTaxesAnswer> {
  const saved = await api.call(ENDPOINTS.clan.editTaxes, { goldTax, resTax });
  queryCache.update(ENDPOINTS.clan.loadSettings, undefined, () => saved);
  updateClanData((clan) => ({ ...clan, goldTax: saved.goldTax, resTax: saved.resTax }));
  // The clan's public profile shows its taxes.
  ownProfileChanged();
  clanLogChanged();
  return saved;
}
