/** An item's price history (the item page's last section). */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';

export const usePriceHistory = (itemid: string) =>
  useQuery(ENDPOINTS.market.priceHistory, { itemid });
