/** The player's own trades, a page at a time (`/market_history`). */
import { useQuery } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';

export const useTradeHistory = (page: number) => useQuery(ENDPOINTS.market.tradeHistory, { page });
