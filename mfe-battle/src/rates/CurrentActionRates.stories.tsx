import { configureApi } from '@idle/api-client';
import { $sessionRates } from '@idle/state';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import { Panel } from '@idle/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { battleApiAnswers, battleInitialData } from '../fixtures';
import { CurrentActionRates } from './CurrentActionRates';

const meta = {
  title: 'Battle/CurrentActionRates',
  component: CurrentActionRates,
  decorators: [
    (Story) => {
      resetAll();
      loadState(battleInitialData());
      configureApi({ fetch: fakeFetch(battleApiAnswers()) });
      // Ten minutes of battling this session.
      $sessionRates.set({
        startedAt: Date.UTC(2026, 10, 21, 11, 50),
        latest: 'battling',
        tracked: [
          {
            key: 'battling',
            name: 'Battling',
            figures: {
              actions: 300,
              ms: 600_000,
              exp: 7_200,
              gold: 41_000,
              items: { rat_tail: 5 },
            },
          },
        ],
      });
      return (
        <MemoryRouter>
          <Panel title="Current Action">
            <p>Battling: Rat</p>
            <Story />
          </Panel>
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof CurrentActionRates>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This session's figures and those since the reset (the sample server's). */
export const Running: Story = {};
