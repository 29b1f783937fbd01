/**
 * /tools: the calculators and planners (issue 18). Each is rendered by the remote that owns its
 * domain (CALCULATORS of @idle/contracts), loaded from that remote's `./calculators` module only
 * when this page opens; the shell keeps the page, the headings and their order, so a remote that
 * is down leaves the others' calculators working.
 */
import { CALCULATORS, type RemoteName } from '@idle/contracts';
import { Accordion } from '@idle/ui';
import { useState } from 'react';
import { RemoteCalculator } from '../../federation/RemoteCalculator';
import {
  forgetRemote,
  type LoadedCalculators,
  loadRemoteCalculators,
} from '../../federation/registry';
import styles from './ToolsPage.module.css';
import pageStyles from '../page.module.css';

export interface ToolsPageProps {
  /** Loads a remote's calculators module; the registry's by default (stories give their own). */
  loadCalculators?: (remote: RemoteName) => Promise<LoadedCalculators>;
}

export function ToolsPage({ loadCalculators = loadRemoteCalculators }: ToolsPageProps) {
  // Retry in one calculator loads its remote afresh for all of that remote's calculators.
  const [retries, setRetries] = useState<Partial<Record<RemoteName, number>>>({});
  const retry = (remote: RemoteName) => {
    forgetRemote(remote);
    setRetries((counts) => ({ ...counts, [remote]: (counts[remote] ?? 0) + 1 }));
  };
  return (
    <section aria-labelledby="tools-title" className={styles.page}>
      <h2 id="tools-title" className={pageStyles.title}>
        Calculators and planners
      </h2>
      {/* The tool components calculator starts open. */}
      <Accordion
        multiple
        defaultOpenIds={['toolComponents']}
        items={CALCULATORS.map(({ id, title, remote }) => ({
          id,
          header: title,
          content: (
            <RemoteCalculator
              key={`${id}:${String(retries[remote] ?? 0)}`}
              id={id}
              remote={remote}
              onRetry={() => {
                retry(remote);
              }}
              loadCalculators={loadCalculators}
            />
          ),
        }))}
      />
    </section>
  );
}
