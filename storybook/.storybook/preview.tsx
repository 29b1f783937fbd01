import '@idle/ui/tokens.css';
import type { Preview } from '@storybook/react';

/** The page background of the game (--idle-color-bg of tokens.css). */
const GAME_BACKGROUND = '#101218';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        game: { name: 'Game (dark)', value: GAME_BACKGROUND },
        surface: { name: 'Panel surface', value: '#181b23' },
      },
    },
    controls: { matchers: { color: /(background|color|colour)$/i } },
  },
  initialGlobals: {
    backgrounds: { value: 'game' },
  },
};

export default preview;
