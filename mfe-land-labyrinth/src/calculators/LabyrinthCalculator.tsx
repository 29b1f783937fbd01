/**
 * Labyrinth planner for today's layout: each room's success chance at the player's level in its
 * skill (the rule the labyrinth screen uses), the attempts it is expected to take with the pity
 * rule, and whether the turns left are expected to reach the chest after the last room.
 */
import { type LoadLabyrinthAnswer, SKILL_IDS } from '@idle/contracts';
import { difficultyStars, formatNumber, labyrinthPlan, labyrinthSkillName } from '@idle/game-rules';
import { $skills } from '@idle/state';
import {
  calculate,
  Calculator,
  CalculatorFigures,
  CalculatorNote,
  CalculatorResults,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './LabyrinthCalculator.module.css';
import { useLabyrinth } from '../api';

export const NO_LABYRINTH_TEXT = 'There is no labyrinth today.';

/** Expected counts read with two decimals at most: "3.57". */
function expected(value: number): string {
  return formatNumber(value, { fractionDigits: 2 });
}

function LabyrinthPlanner({ labyrinth }: { labyrinth: LoadLabyrinthAnswer }) {
  const skills = useStore($skills);
  const { layout } = labyrinth.data;
  if (layout.length === 0) return <CalculatorNote>{NO_LABYRINTH_TEXT}</CalculatorNote>;
  const outcome = calculate(() =>
    labyrinthPlan({
      layout,
      skillLevel: (skill) => {
        const id = SKILL_IDS[skill - 1];
        return id === undefined ? 1 : (skills[id]?.level ?? 1);
      },
      currentRoom: labyrinth.currentRoom,
      turnsUsed: labyrinth.turns,
      maxTurns: labyrinth.maxTurns,
    }),
  );
  if (!outcome.ok) return <CalculatorResults outcome={outcome} figures={() => []} />;
  const plan = outcome.value;
  return (
    <Calculator>
      <CalculatorResults
        outcome={outcome}
        figures={() => [
          { label: 'Expected turns to the end', value: expected(plan.expectedTurns) },
          { label: 'Turns left today', value: formatNumber(plan.turnsLeft) },
          {
            label: 'Reaches the chest',
            value: plan.reachesChest ? 'Yes, expected to' : 'Not expected to',
          },
          {
            label: 'Rooms expected cleared',
            value: `${formatNumber(plan.expectedRoomsCleared)} / ${formatNumber(layout.length)}`,
          },
        ]}
      />
      <table className={styles.rooms}>
        <caption>
          Today&apos;s rooms at your levels; the pity rule passes a room at its last attempt.
        </caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Skill</th>
            <th scope="col">Difficulty</th>
            <th scope="col">Success chance</th>
            <th scope="col">Expected attempts</th>
            <th scope="col">Passed by attempt</th>
            <th scope="col">Expected turns to here</th>
          </tr>
        </thead>
        <tbody>
          {plan.rooms.map((room) => {
            const passed = room.room < labyrinth.currentRoom;
            return (
              <tr key={room.room} className={passed ? styles.passed : undefined}>
                <th scope="row">{formatNumber(room.room)}</th>
                <td>{labyrinthSkillName(room.skill)}</td>
                <td aria-label={`Difficulty ${formatNumber(room.difficulty)} of 5`}>
                  {difficultyStars(room.difficulty)}
                </td>
                <td>{formatNumber(room.chancePercent)}%</td>
                <td>{expected(room.expectedAttempts)}</td>
                <td>{formatNumber(room.pityAttempts)}</td>
                <td>{passed ? 'Passed' : expected(room.turnsToClear)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Calculator>
  );
}

export function LabyrinthCalculator() {
  const figures = useLabyrinth();
  return (
    <CalculatorFigures load={figures.state} onRetry={figures.reload}>
      {(labyrinth) => <LabyrinthPlanner labyrinth={labyrinth} />}
    </CalculatorFigures>
  );
}
