import { configureApi, type LoadState } from '@idle/api-client';
import type { ClanData } from '@idle/contracts';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { DETAILS_LOAD_FAILED_TEXT, DetailsView } from './DetailsPage';
import { clanDetailsApiAnswers, NO_CLAN_PERMISSIONS, sampleClanData } from './fixtures';

const ready = (clanData: ClanData = sampleClanData()): LoadState<ClanData> => ({
  status: 'ready',
  data: clanData,
});

const meta = {
  title: 'Clan/DetailsPage',
  component: DetailsView,
  args: { state: ready(), onRetry: () => undefined },
  decorators: [
    (Story) => {
      resetAll();
      // Save answers from a fake server: a story never reaches the network.
      configureApi({
        fetch: fakeFetch({
          ...clanDetailsApiAnswers(),
          'clan.php?mod=editPersonalTaxes': { pGoldTax: 10, pResTax: 5 },
        }),
      });
      return <Story />;
    },
  ],
} satisfies Meta<typeof DetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level 104, a quarter into the level; 18 of 25 members; personal gold tax above the clan's. */
export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A failed load: the screen's own sentence with Retry. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: DETAILS_LOAD_FAILED_TEXT } },
};

/** A new clan's recruit without permissions: level 1, no taxes, editing their own. */
export const NewClanRecruit: Story = {
  args: {
    state: ready(
      sampleClanData({
        level: 1,
        exp: 40,
        expStart: 0,
        expToLevel: 100,
        members: 1,
        membersLimit: 10,
        goldTax: 0,
        resTax: 0,
        pGoldTax: 0,
        pResTax: 0,
        rankNum: 5,
        permissions: NO_CLAN_PERMISSIONS,
      }),
    ),
  },
};
