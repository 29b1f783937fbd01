/** The economy audit run from the console (the one `npm run audit:economy` runs), as rows. */
import type { AdminEconomyAudit } from '@idle/contracts';
import { usernamesOf } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { auditEconomy } from '../economy/economy-audit';

export async function economyAuditReport(game: GameContext): Promise<AdminEconomyAudit> {
  const ranAt = game.clock.now();
  const audit = await auditEconomy(game.db);
  const operatorIds = [...new Set(audit.operatorFlows.map((flow) => flow.operatorId))];
  const names = new Map(
    (await usernamesOf(game.db, operatorIds)).map((row) => [row.id, row.username]),
  );
  return {
    ranAt,
    clean: audit.differences.length === 0,
    rows: audit.books.map((books) => ({
      ...books,
      difference: books.held - (books.created - books.destroyed),
    })),
    operatorGrants: audit.operatorFlows.map((flow) => ({
      operatorUserid: flow.operatorId,
      // An operator account deleted since: its id stays in the books.
      operatorUsername: names.get(flow.operatorId) ?? `#${flow.operatorId}`,
      itemId: flow.itemId,
      created: flow.created,
      destroyed: flow.destroyed,
    })),
  };
}
