/** Tool components to take a tool to a target level, against the components the player owns. */
import type { Tools } from '@idle/contracts';
import {
  formatNumber,
  TOOL_COMPONENT_BOUND_ITEM,
  TOOL_COMPONENT_ITEM,
  TOOL_IDS,
  TOOLS,
  type ToolId,
  toolComponentsPlan,
} from '@idle/game-rules';
import { $items, $tools } from '@idle/state';
import {
  calculate,
  Calculator,
  CalculatorInputs,
  CalculatorNote,
  CalculatorResults,
  FIGURES_LOADING_TEXT,
  LoadingState,
  SelectField,
  useWholeNumber,
  WholeNumberField,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';

const TOOL_CHOICES = TOOL_IDS.map((id) => ({ value: id, label: TOOLS[id].name }));

function ToolComponentsForm({ tools }: { tools: Tools }) {
  const [tool, setTool] = useState<ToolId>('pickaxe');
  const level = tools[tool];
  const target = useWholeNumber(level + 1);
  const items = useStore($items, { keys: [TOOL_COMPONENT_ITEM, TOOL_COMPONENT_BOUND_ITEM] });
  const outcome = calculate(() =>
    toolComponentsPlan(
      level,
      target.value,
      items[TOOL_COMPONENT_ITEM] ?? 0,
      items[TOOL_COMPONENT_BOUND_ITEM] ?? 0,
    ),
  );
  return (
    <Calculator>
      <CalculatorInputs>
        <SelectField
          label="Tool"
          value={tool}
          choices={TOOL_CHOICES}
          onChange={(value) => {
            const next = value as ToolId;
            setTool(next);
            target.setText(String(tools[next] + 1));
          }}
        />
        <WholeNumberField label="Target level" field={target} maxLength={4} />
      </CalculatorInputs>
      <CalculatorNote>
        Your {TOOLS[tool].name.toLowerCase()} is level {formatNumber(level)}.
      </CalculatorNote>
      <CalculatorResults
        outcome={outcome}
        figures={(plan) => [
          { label: 'Components needed', value: formatNumber(plan.needed) },
          { label: 'Components owned', value: formatNumber(plan.owned) },
          { label: 'Still to find', value: formatNumber(plan.missing) },
        ]}
      />
    </Calculator>
  );
}

/** The calculator, once the game state holds the player's tools. */
export function ToolComponentsCalculator() {
  const tools = useStore($tools);
  if (tools === null) return <LoadingState label={FIGURES_LOADING_TEXT} />;
  return <ToolComponentsForm tools={tools} />;
}
