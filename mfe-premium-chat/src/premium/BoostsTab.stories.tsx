import { configureApi } from '@idle/api-client';
import type { ActiveBoost } from '@idle/contracts';
import { BOOST_CAP_TEXT } from '@idle/game-rules';
import { setBoosts } from '@idle/state';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { BoostsTab } from './BoostsTab';
import { premiumApiAnswers, premiumInitialData, sampleBoost, samplePremium } from './fixtures';

/**
 * The player with 1,000 credits (or `credits`) and `boosts` (hours from when the story renders),
 * against a fake server that sells from those boosts, or answers `refusal` to every buy.
 */
function withBoosts(
  boosts: () => ActiveBoost[],
  options: { credits?: number; refusal?: string } = {},
): Decorator {
  return (Story) => {
    resetAll();
    const running = boosts();
    const answers = premiumApiAnswers(samplePremium({ boosts: running }));
    configureApi({
      fetch: fakeFetch(
        options.refusal === undefined
          ? answers
          : { ...answers, 'premium.php?mod=buyBoost': { error: options.refusal } },
      ),
    });
    loadState(
      premiumInitialData(options.credits === undefined ? {} : { credits: options.credits }),
    );
    setBoosts(running);
    return (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Premium/BoostsTab',
  component: BoostsTab,
} satisfies Meta<typeof BoostsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing running: every boost with its two lengths and prices. */
export const NoneRunning: Story = { decorators: [withBoosts(() => [])] };

/** Two boosts running, their time left counting down; Buy adds to them. */
export const SomeRunning: Story = {
  decorators: [withBoosts(() => [sampleBoost('gold', 30), sampleBoost('gatheringExp', 0.02)])],
};

/** A boost 29 days ahead: one more day is the most it takes (the server refuses more). */
export const NearTheCap: Story = {
  decorators: [withBoosts(() => [sampleBoost('combatExp', 29 * 24)], { refusal: BOOST_CAP_TEXT })],
};

/** Too few credits: the server's refusal shows above the boosts after Confirm. */
export const TooFewCredits: Story = {
  decorators: [withBoosts(() => [], { credits: 20, refusal: 'You do not have enough credits.' })],
};
