import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { SAMPLE_STATIC_HTML } from './fixtures';
import { StaticPageView } from './StaticPage';

const RULES = `<h2>Game Rules</h2>
<p>These rules keep the game fair and friendly.</p>
<h3>Accounts</h3>
<ul>
<li>One account per person.</li>
<li>Keep your password to yourself. Staff will never ask for it.</li>
</ul>
<h3>More</h3>
<p>Read the <a href="/load/privacy">Privacy Policy</a> or the
<a href="https://guide.idle.test/">player guide</a>.</p>`;

/** /load/{mod} in each of its states: the HTML of `loadhtml.php`, sanitized. */
const meta = {
  title: 'Shell/Pages/Info/StaticPage',
  component: StaticPageView,
  args: { onRetry: fn(), onNavigate: fn(), state: { status: 'loading' } },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/load/rules']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof StaticPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {};

/** An unknown page: the server's error and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** The rules: headings, lists and links (the game's own, and one opening a new tab). */
export const Full: Story = { args: { state: { status: 'ready', data: RULES } } };

/** Hostile markup: scripts, handlers, styles, forms and frames are gone; the text stays. */
export const HostileMarkup: Story = {
  args: { state: { status: 'ready', data: SAMPLE_STATIC_HTML } },
};
