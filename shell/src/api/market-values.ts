/**
 * The item hover's market values (libs/state `$marketValues`): asked for by the first hover that
 * wants them before any screen did (Home and the profile ask through the market remote's hook).
 * Through the shared query cache: Home opened after the hover shows the kept answer, asking none.
 */
import { fetchQuery } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';
import { setMarketValues, setMarketValuesLoader } from '@idle/state';

/** Registers the loader for the game's time on the page; answers how to take it back. */
export function askForMarketValuesOnHover(): () => void {
  setMarketValuesLoader(() => {
    fetchQuery(ENDPOINTS.market.marketValues, {}).then(setMarketValues, () => {
      // No value line then; the next popup opened asks again.
    });
  });
  return () => {
    setMarketValuesLoader(null);
  };
}
