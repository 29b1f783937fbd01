import { configureApi } from '@idle/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import {
  type FakeFetch,
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
} from '@idle/test-fixtures';
import { type ReactNode, useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { QuickLinks } from './QuickLinks';

/**
 * Puts `fetch` in place of the global one while mounted: QuickLinks reads the remote registry
 * (`/remotes.json`) with the global fetch in an effect, which runs after this layout effect.
 */
function StubFetch({ fetch, children }: { fetch: FakeFetch; children: ReactNode }) {
  useLayoutEffect(() => {
    const original = globalThis.fetch;
    globalThis.fetch = fetch;
    return () => {
      globalThis.fetch = original;
    };
  }, [fetch]);
  return children;
}

function withPlayer(age: number, battling: boolean): Decorator {
  return (Story) => {
    resetAll();
    const answers = sampleApiAnswers();
    configureApi({ fetch: fakeFetch(answers) });
    const data = sampleInitialData();
    loadState({
      ...data,
      player: { ...data.player, age },
      active: battling ? data.active : { ...data.active, mob: null },
    });
    return (
      <StubFetch fetch={fakeFetch(answers)}>
        <Story />
      </StubFetch>
    );
  };
}

const meta = {
  title: 'Shell/Layout/QuickLinks',
  component: QuickLinks,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof QuickLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 3-day-old player with an active mob: "Battle Cellar Rat" and the Beginner's Guide. */
export const NewPlayerBattling: Story = { decorators: [withPlayer(3, true)] };

/** A veteran without an active mob: neither the battle link nor the guide. */
export const VeteranWithoutMob: Story = { decorators: [withPlayer(120, false)] };
