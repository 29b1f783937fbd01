/**
 * What the console's stories share: the stores of a signed-in operator, a fake server answering
 * every admin call (a story never reaches the network) and a router at the page's path. Never
 * imported by production code.
 */
import { configureApi } from '@idle/api-client';
import { fakeFetch, loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { adminApiAnswers } from './fixtures';

export function consoleAt(path: string, answers: Record<string, unknown> = {}): Decorator {
  return (Story) => {
    resetAll();
    loadState(sampleInitialData());
    configureApi({ fetch: fakeFetch({ ...adminApiAnswers(), ...answers }) });
    return (
      <MemoryRouter initialEntries={[path]}>
        <Story />
      </MemoryRouter>
    );
  };
}
