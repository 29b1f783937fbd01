/**
 * The frame of a crafting progress screen: 'Waiting for current action to finish...' until the
 * first tick answered, the server's message when the action stopped before any result, else the
 * result (with the stop message under it once the action stopped).
 */
import { WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { LoadError, LoadingState } from '@idle/ui';
import type { ReactNode } from 'react';
import { useActionResult, type ActionResult, type CraftingAction } from './action-results';
import styles from './crafting.module.css';

/** Title of the error state of a progress screen whose action stopped. Ours. */
export const ACTION_STOPPED_TITLE = 'The action stopped';

export function ActionProgress<Data>({
  action,
  children,
}: {
  action: CraftingAction;
  children: (data: Data, result: ActionResult<Data>) => ReactNode;
}) {
  const result = useActionResult<Data>(action);
  if (result.data === undefined) {
    return result.stopMessage === undefined ? (
      <LoadingState label={WAITING_FOR_ACTION_TEXT} />
    ) : (
      <LoadError title={ACTION_STOPPED_TITLE} message={result.stopMessage} />
    );
  }
  return (
    <>
      {children(result.data, result)}
      {result.stopMessage !== undefined && (
        <p className={styles.stopped} role="status">
          {result.stopMessage}
        </p>
      )}
    </>
  );
}
