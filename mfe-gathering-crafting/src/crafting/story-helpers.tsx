/** Decorators of the crafting stories: a fresh state, a fake server, nothing kept from before. */
import { configureApi } from '@idle/api-client';
import type { InitialData } from '@idle/contracts';
import { fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator } from '@storybook/react';
import { resetActionResults } from './action-results';
import { craftingApiAnswers, craftingInitialData } from './fixtures';

/**
 * Empties every store, points the request layer at a fake server accepting every crafting call
 * (a story never reaches the network), runs `setUp`, then loads `data` (none: the game state is
 * still loading).
 */
export function craftingState(
  data: InitialData | null = craftingInitialData(),
  setUp: () => void = () => undefined,
  answers: Record<string, unknown> = {},
): Decorator {
  return (Story) => {
    resetAll();
    resetActionResults();
    configureApi({ fetch: fakeFetch({ ...craftingApiAnswers(), ...answers }) });
    if (data) loadState(data);
    setUp();
    return <Story />;
  };
}
