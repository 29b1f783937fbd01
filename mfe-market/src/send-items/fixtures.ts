/**
 * Test and story data of the send items screen: a server that accepts every send and answers
 * that what was sent left the inventory. Never imported by production code.
 */
import { sampleApiAnswers, type FakeRequest } from '@idle/test-fixtures';

export function sendItemsApiAnswers(): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'items.php?mod=sendItems': (request: FakeRequest) => ({
      itemsToRemove: [{ id: request.params.itemid, amount: Number(request.params.amount) }],
    }),
  };
}
