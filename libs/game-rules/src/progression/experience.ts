/** The experience curve of every skill: the total experience at which each level begins. */

export const MAX_SKILL_LEVEL = 200;

/**
 * Total experience needed to reach each level: level 2 needs 100, and each level after needs
 * EXP_GROWTH times the one before, which puts level 100 at about 89.26 million in total.
 */
export const EXP_GROWTH = 1.1245248;

function buildExpTable(): number[] {
  const table = [0, 0]; // levels 0 and 1
  let step = 100;
  for (let level = 2; level <= MAX_SKILL_LEVEL + 1; level++) {
    table.push((table[level - 1] ?? 0) + Math.round(step));
    step *= EXP_GROWTH;
  }
  return table;
}

/** EXP_TABLE[level] is the total experience at which `level` begins. */
export const EXP_TABLE: readonly number[] = buildExpTable();

export function levelForExp(exp: number): number {
  let low = 1;
  let high = MAX_SKILL_LEVEL;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((EXP_TABLE[mid] ?? Infinity) <= exp) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The skill entity of spec 000 section 3 for a total experience. */
export function skillFromExp(exp: number) {
  const level = levelForExp(exp);
  return {
    level,
    exp,
    expStart: EXP_TABLE[level] ?? 0,
    expToLevel: EXP_TABLE[level + 1] ?? EXP_TABLE[MAX_SKILL_LEVEL + 1] ?? 0,
  };
}
