import { describe, expect, it } from 'vitest';
import * as ui from './index';

const COMPONENTS = [
  'Button',
  'Panel',
  'Accordion',
  'Modal',
  'Table',
  'Pagination',
  'TextArea',
  'TextInput',
  'NumberInput',
  'Tabs',
  'ProgressBar',
  'ActionTimerBar',
  'ItemName',
  'Markup',
  'HoverPopup',
  'Amount',
  'FighterCard',
  'FightOutcome',
  'Notifications',
  'EmptyState',
  'LoadingState',
  'LoadError',
  'Spinner',
  'Calculator',
  'CalculatorResults',
  'SelectField',
  'WholeNumberField',
  'Page',
  'Section',
  'Figures',
  'Figure',
  'Muted',
  'Text',
  'Requirement',
  'Stack',
  'Inline',
  'VisuallyHidden',
  'Loaded',
  'RarityName',
] as const;

describe('@idle/ui', () => {
  it.each(COMPONENTS)('exports %s', (name) => {
    expect(typeof ui[name]).toBe('function');
  });
});
