import { configureApi } from '@idle/api-client';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { sampleClanData, sampleRecruitData } from '../layout/fixtures';
import { ClanSettingsView, SETTINGS_LOAD_FAILED_TEXT } from './ClanSettingsPage';
import { adminApiAnswers, SAMPLE_TAXES } from './fixtures';

const meta = {
  title: 'Clan/ClanSettingsPage',
  component: ClanSettingsView,
  args: {
    clan: { status: 'ready', data: sampleClanData() },
    taxes: { status: 'ready', data: SAMPLE_TAXES },
    onRetry: () => undefined,
  },
  decorators: [
    (Story) => {
      resetAll();
      // Saving answers from a fake server.
      configureApi({ fetch: fakeFetch(adminApiAnswers()) });
      return (
        <MemoryRouter initialEntries={['/clan/admin/settings']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof ClanSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5% gold tax and 3% resource tax. */
export const Full: Story = {};

/** No taxes at all. */
export const NoTaxes: Story = {
  args: { taxes: { status: 'ready', data: { goldTax: 0, resTax: 0 } } },
};

/** A member without the details permission. */
export const WithoutPermission: Story = {
  args: { clan: { status: 'ready', data: sampleRecruitData() } },
};

export const Loading: Story = { args: { taxes: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { taxes: { status: 'error', message: SETTINGS_LOAD_FAILED_TEXT } },
};
