// A player reads every number as on the screen (1,234,567): a number put into a sentence goes
// through formatNumber or formatCount of @idle/game-rules (or a formatter of the page's own),
// never straight into the template. A sentence is a template literal starting with a capital
// letter or ending with a full stop, question or exclamation mark, with spaces between words;
// numbers inside markup tokens (`[jewel:2:5]`) are ids, not text. Developer errors (`new Error`,
// `RuleInputError` and the like, except the server's GameError, which players read) are exempt.
import ts from 'typescript';

const DEVELOPER_ERRORS = /^(?!GameError$)\w*Error$/;

function isSentence(node) {
  const first = node.quasis[0]?.value.cooked ?? '';
  const last = node.quasis[node.quasis.length - 1]?.value.cooked ?? '';
  // Words are separated by spaces: `PT${seconds}S` and `row-${id}` are not sentences.
  const words = node.quasis.some((quasi) => (quasi.value.cooked ?? '').includes(' '));
  return words && (/^[A-Z]/.test(first) || /[.!?]$/.test(last.trimEnd()));
}

/** Inside a markup token such as `[jewel:${type}:${rarity}]`, which the client draws as a name. */
function inMarkup(node, index) {
  const before = node.quasis
    .slice(0, index + 1)
    .map((quasi) => quasi.value.cooked ?? '')
    .join('0');
  return /\[[a-z]+:[^\]\s]*$/.test(before);
}

function inDeveloperError(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      (parent.type === 'NewExpression' || parent.type === 'CallExpression') &&
      parent.callee.type === 'Identifier' &&
      DEVELOPER_ERRORS.test(parent.callee.name)
    ) {
      return true;
    }
    if (parent.type.endsWith('Statement') || parent.type.startsWith('Function')) return false;
  }
  return false;
}

function isNumber(type) {
  if (type.isUnion()) return type.types.every(isNumber);
  return (type.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) !== 0;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Numbers in player sentences are formatted like the screen.' },
    messages: {
      raw: 'A number in a sentence a player reads: format it with formatNumber or formatCount.',
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const checker = services.program.getTypeChecker();
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    return {
      TemplateLiteral(node) {
        if (node.expressions.length === 0 || !isSentence(node) || inDeveloperError(node)) return;
        for (const [index, expression] of node.expressions.entries()) {
          if (inMarkup(node, index)) continue;
          if (isNumber(typeOf(expression))) {
            context.report({ node: expression, messageId: 'raw' });
          }
        }
      },
    };
  },
};
