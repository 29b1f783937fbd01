/**
 * /labyrinth, the labyrinth action screen (spec 002 sections 2 and 3): the latest attempt of the
 * `labyrinth` action from `$lastTick`: the room, its skill, its difficulty as stars, the success
 * chance, the room's progress (attempts of the most it can take), the actions used and the
 * attempt's texts and exp. "Waiting for current action to finish..." until the first tick; that
 * the action stopped (its reason was the shell's notification, never repeated here); a pointer to
 * the chest when the run ended (the run's normal end, announced as news, not as an error).
 */
import type { LabyrinthResult } from '@idle/contracts';
import { bus } from '@idle/events';
import { formatNumber, WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $lastTick } from '@idle/state';
import { EmptyState, Figure, Figures, LoadingState, Muted, Page, Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { $labyrinthRun } from './labyrinth-run';
import {
  difficultyLabel,
  LABYRINTH_STOPPED_TEXT,
  RUN_OVER_TEXT,
  starsText,
} from './labyrinth-text';
import styles from './Labyrinth.module.css';

const HOME = '/labyrinth_home';

function LabyrinthResultView({ result }: { result: LabyrinthResult }) {
  return (
    <div className={styles.card}>
      <Figures>
        <Figure label="Room">{formatNumber(result.currentRoom)}</Figure>
        <Figure label="Skill">{result.skillName}</Figure>
        <Figure label="Difficulty">
          <span role="img" className={styles.stars} aria-label={difficultyLabel(result.roomNumber)}>
            {starsText(result.roomNumber)}
          </span>
        </Figure>
        <Figure label="Success chance">{formatNumber(result.successChance)}%</Figure>
        <Figure label="Room progress">
          {formatNumber(result.currentAttempts)} / {formatNumber(result.maxAttempts)} attempts
        </Figure>
        <Figure label="Actions">
          {formatNumber(result.turns)} / {formatNumber(result.maxTurns)}
        </Figure>
      </Figures>
      <p>{result.text1}</p>
      <p className={result.success ? styles.success : styles.failure}>{result.text2}</p>
      <Muted>
        +{formatNumber(result.exp)} {result.skillName} exp
      </Muted>
    </div>
  );
}

export function LabyrinthPage() {
  const lastTick = useStore($lastTick);
  const run = useStore($labyrinthRun);
  const result = lastTick.labyrinth as LabyrinthResult | undefined;
  let content;
  if (result === undefined) {
    content = run.stopped ? (
      <EmptyState message={LABYRINTH_STOPPED_TEXT} />
    ) : (
      <LoadingState label={WAITING_FOR_ACTION_TEXT} />
    );
  } else {
    content = (
      <>
        <LabyrinthResultView result={result} />
        {run.ended ? (
          <Text as="p" tone="warning" role="status">
            {RUN_OVER_TEXT}
          </Text>
        ) : (
          run.stopped && (
            <Text as="p" tone="muted" role="status">
              {LABYRINTH_STOPPED_TEXT}
            </Text>
          )
        )}
      </>
    );
  }
  return (
    <Page title="Labyrinth" titleId="labyrinth-title">
      {content}
      <a
        href={HOME}
        onClick={(event) => {
          event.preventDefault();
          bus.emit('navigate', { to: HOME });
        }}
      >
        Back to the labyrinth
      </a>
    </Page>
  );
}
