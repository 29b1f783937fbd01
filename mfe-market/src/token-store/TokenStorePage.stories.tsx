import { configureApi, type LoadState } from '@idle/api-client';
import type { InitialData, TokenStoreAnswer } from '@idle/contracts';
import { JEWEL_SLOTS_MAX } from '@idle/game-rules';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { sampleTokenStore, tokenStoreApiAnswers, tokenStoreInitialData } from './fixtures';
import { TOKEN_STORE_LOAD_FAILED_TEXT, TokenStoreView } from './TokenStorePage';

function withState(data: InitialData = tokenStoreInitialData()): Decorator {
  return (Story) => {
    loadState(data);
    return <Story />;
  };
}

const ready = (data: TokenStoreAnswer = sampleTokenStore()): LoadState<TokenStoreAnswer> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Market/TokenStorePage',
  component: TokenStoreView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // Buy answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(tokenStoreApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof TokenStoreView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 600 boss tokens and 3,000 dungeoneering tokens: some purchases disabled, with the reason. */
export const Full: Story = { decorators: [withState()] };

export const Loading: Story = { args: { state: { status: 'loading' } }, decorators: [withState()] };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: TOKEN_STORE_LOAD_FAILED_TEXT } },
  decorators: [withState()],
};

/** No tokens at all: every purchase disabled. */
export const NoTokens: Story = {
  decorators: [withState(tokenStoreInitialData({ boss_tokens: 0, dungeoneering_tokens: 0 }))],
};

/** Tokens for everything: every purchase but the diamond slot (at the maximum) enabled. */
export const Rich: Story = {
  decorators: [
    withState(tokenStoreInitialData({ boss_tokens: 50_000, dungeoneering_tokens: 1_000_000 })),
  ],
};

/** Every gem type at the maximum. */
export const AllSlotsBought: Story = {
  args: {
    state: ready(
      sampleTokenStore({
        jewelSlots: {
          1: JEWEL_SLOTS_MAX,
          2: JEWEL_SLOTS_MAX,
          3: JEWEL_SLOTS_MAX,
          4: JEWEL_SLOTS_MAX,
        },
        jewelSlotsCost: { 1: null, 2: null, 3: null, 4: null },
      }),
    ),
  },
  decorators: [withState()],
};
