import { configureApi } from '@idle/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { beginAction, updateAction } from '@idle/state';
import {
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
} from '@idle/test-fixtures';
import { MemoryRouter } from 'react-router';
import { TopBar } from './TopBar';

/**
 * Hero_1 with `autos` Autos, battling unless `idle`; the refresh, list and logout answer from a
 * fake server.
 */
function withAutos(autos: number, { idle = false } = {}): Decorator {
  return (Story) => {
    resetAll();
    configureApi({ fetch: fakeFetch(sampleApiAnswers()) });
    const data = sampleInitialData();
    loadState({ ...data, player: { ...data.player, autos } });
    if (!idle) {
      beginAction('battling');
      updateAction({ status: autos > 0 ? 'running' : 'expired', autosExpired: autos <= 0 });
    }
    return <Story />;
  };
}

const meta = {
  title: 'Shell/Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** More than 10 Autos: the timer is green. */
export const Green: Story = { decorators: [withAutos(150)] };

/** 1 to 10 Autos: the timer warns in yellow. */
export const Yellow: Story = { decorators: [withAutos(7)] };

/** No Autos left: the timer is red (a click refreshes them). */
export const Red: Story = { decorators: [withAutos(0)] };

/** No action running: the Autos count and its colour show, with no countdown. */
export const Idle: Story = { decorators: [withAutos(1234, { idle: true })] };

/** A phone, 390 px: gold, credits, the bell and the menu on a row, the timer under them. */
export const Phone: Story = {
  decorators: [withAutos(150)],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
