import { configureApi } from '@idle/api-client';
import type { DungeonBattleResult } from '@idle/contracts';
import { $lastTick } from '@idle/state';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { addFight, EMPTY_SESSION } from '../analytics/combat-stats';
import { $combatSession } from '../analytics/store';
import {
  battleApiAnswers,
  battleInitialData,
  sampleDungeonBattle,
  sampleDungeonCompleted,
} from '../fixtures';
import { DungeonBattlePage } from './DungeonBattlePage';

/** The state after a dungeon tick (or before any), the session's fights ending with it. */
function afterTick(
  result: DungeonBattleResult | null,
  earlier: DungeonBattleResult[] = [],
): Decorator {
  return (Story) => {
    resetAll();
    loadState(battleInitialData());
    // The stop-after checkbox answers from a fake server: a story never reaches the network.
    configureApi({ fetch: fakeFetch(battleApiAnswers()) });
    if (result) $lastTick.setKey('dungeoneering', result);
    $combatSession.set([...earlier, ...(result ? [result] : [])].reduce(addFight, EMPTY_SESSION));
    return (
      <MemoryRouter initialEntries={['/dungeon_battle']}>
        <Story />
      </MemoryRouter>
    );
  };
}

const meta = {
  title: 'Battle/DungeonBattlePage',
  component: DungeonBattlePage,
} satisfies Meta<typeof DungeonBattlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dungeoneering has started; no tick has answered yet. */
export const Waiting: Story = { decorators: [afterTick(null)] };

/** A won fight in room 1 moved the player on to room 2 of 3. */
export const Progress: Story = {
  decorators: [afterTick(sampleDungeonBattle(), [sampleDungeonBattle({ currentRoom: 1 })])],
};

/** A clan member's won fight: the attribute gain and clan exp the server sent. */
export const ClanMember: Story = {
  decorators: [afterTick(sampleDungeonBattle({}, { attributeGain: 1, clanExp: 1 }))],
};

/** A lost fight in room 2: no progress, the chance to progress shows. */
export const Defeat: Story = {
  decorators: [
    afterTick(sampleDungeonBattle({ progress: false, exp: 0 }, { winner: 2, exp: 0, gold: 0 })),
  ],
};

/** The end of the dungeon: every room completed, the chest and its drops, no chance. */
export const Completed: Story = {
  decorators: [
    afterTick(sampleDungeonCompleted(), [
      sampleDungeonBattle({ currentRoom: 1 }),
      sampleDungeonBattle(),
    ]),
  ],
};

/** The run stops after this dungeon: the box is checked. */
export const StopAfterComplete: Story = {
  decorators: [afterTick(sampleDungeonBattle({ stopAfterComplete: true }))],
};
