/**
 * Raids, personnel and portals exist only on a plot. Their pages first ask `land.php load` (`onPlot` of src/api/land.ts):
 * without a plot they say so and point to Purchase Plot on /land, instead of asking for data the
 * server would refuse (a refusal would read as a failure with Retry, and Retry cannot help).
 */
import { EmptyState } from '@idle/ui';
import { Link } from 'react-router';

export const NO_PLOT_TEXT = 'You do not own a plot of land yet.';
export const PURCHASE_PLOT_LINK_TEXT = 'Purchase Plot';

/**
 * "You do not own a plot of land yet." with what the page needs it for (`needs`, e.g. "Raids
 * set out from your plot.") and a link to the plot's purchase on /land.
 */
export function NoPlotNotice({ needs }: { needs: string }) {
  return (
    <EmptyState
      title={NO_PLOT_TEXT}
      message={needs}
      action={<Link to="/land">{PURCHASE_PLOT_LINK_TEXT}</Link>}
    />
  );
}
