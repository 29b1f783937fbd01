/**
 * What a text a player reads must never hold (issue 24's rule, checked over every refusal the
 * server's tests provoke and every text constant): a number of four or more digits written
 * without thousands separators ("You only have 51456."), or a field name before the sentence
 * ("amount: Invalid amount.").
 */

/**
 * A run of 4+ digits that is not part of a word, a decimal fraction or a grouped number, nor the
 * year of a date as players read it ("banned until 2026-12-01 18:00 UTC").
 */
const UNGROUPED_NUMBER = /(?<![\w.,])\d{4,}(?![\w,]|-\d\d-\d\d)/;
/** `name: `, `items.0.amount: ` at the very start. */
const FIELD_PREFIX = /^[A-Za-z_][\w.]*: /;

/** The reasons `text` cannot be shown to a player as it is; empty when it can. */
export function playerTextProblems(text: string): string[] {
  const problems: string[] = [];
  const number = UNGROUPED_NUMBER.exec(text);
  if (number) problems.push(`the number ${number[0]} is not formatted like the screen`);
  const prefix = FIELD_PREFIX.exec(text);
  if (prefix) problems.push(`it starts with a field name ("${prefix[0].trim()}")`);
  return problems;
}
