import { describe, expect, it } from 'vitest';
import * as ui from './index';

const COMPONENTS = [
  'Button',
  'Panel',
  'Accordion',
  'Modal',
  'Table',
  'Pagination',
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
  'Notifications',
  'EmptyState',
  'LoadingState',
  'LoadError',
  'Spinner',
  'Page',
  'Section',
  'Figures',
  'Figure',
  'Muted',
  'Loaded',
  'RarityName',
] as const;

describe('@idle/ui', () => {
  it.each(COMPONENTS)('exports %s', (name) => {
    expect(typeof ui[name]).toBe('function');
  });
});
