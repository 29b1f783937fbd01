/** The land figures a plot calculator starts from: loading, failure with Retry, no plot, or the plot. */
import type { LandData, Personnel } from '@idle/contracts';
import { CalculatorFigures, EmptyState } from '@idle/ui';
import type { ReactNode } from 'react';
import { useLandFigures } from '../api';

export function PlotFigures({
  noPlotText,
  children,
}: {
  /** Said without a plot. */
  noPlotText: string;
  children: (land: LandData, personnel: readonly Personnel[]) => ReactNode;
}) {
  const figures = useLandFigures();
  return (
    <CalculatorFigures load={figures.state} onRetry={figures.reload}>
      {({ land, personnel }) =>
        land === null ? <EmptyState message={noPlotText} /> : children(land, personnel)
      }
    </CalculatorFigures>
  );
}
