export { RuleInputError } from './guards';
export {
  TOOLS,
  TOOL_IDS,
  TOOL_COMPONENT_ITEM,
  TOOL_COMPONENT_BOUND_ITEM,
  TOOL_COMPONENTS_TABLE,
  toolResourceBonusPercent,
  toolExtraExpPercent,
  toolComponentsForUpgrade,
  toolComponentsOwned,
  splitToolComponentPayment,
} from './tools/tools';
export type { ToolId } from './tools/tools';
