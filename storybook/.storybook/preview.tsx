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
    // The phone widths the game's phone layout is made for (a story picks one with
    // `globals: { viewport: { value: 'phone390' } }`).
    viewport: {
      options: {
        phone360: {
          name: 'Phone 360',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        phone430: {
          name: 'Phone 430',
          styles: { width: '430px', height: '932px' },
          type: 'mobile',
        },
      },
    },
    controls: { matchers: { color: /(background|color|colour)$/i } },
  },
  initialGlobals: {
    backgrounds: { value: 'game' },
  },
};

export default preview;
