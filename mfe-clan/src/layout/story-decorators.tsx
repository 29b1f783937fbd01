/** Story decorators of the clan pages. Never imported by production code. */
import { configureApi } from '@idle/api-client';
import { fakeFetch } from '@idle/test-fixtures';
import type { Decorator } from '@storybook/react';
import { useEffect, type ReactNode } from 'react';
import { clanLayoutApiAnswers } from './fixtures';

function AnswerOnLeave({ answer, children }: { answer: () => void; children: ReactNode }) {
  useEffect(() => answer, [answer]);
  return children;
}

/**
 * The player's clan loading for as long as the story shows: `loadDetails` (the requests of
 * clanLayoutApiAnswers) answers only once the story is left. The shared cache asks once per key while a request is in flight, so one left
 * hanging would keep the stories after it loading too.
 */
export const whileClanLoads: Decorator = (Story) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const later: Record<string, () => Promise<unknown>> = {};
  for (const [request, clan] of Object.entries(clanLayoutApiAnswers())) {
    later[request] = () => answered.then(() => clan);
  }
  configureApi({ fetch: fakeFetch(later) });
  return (
    <AnswerOnLeave answer={answer}>
      <Story />
    </AnswerOnLeave>
  );
};
