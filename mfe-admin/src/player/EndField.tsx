/** The end of a ban or mute: after a duration, at a time typed in UTC, or (a ban) never. */
import { Inline, NumberInput, SelectField, Stack, TextInput } from '@idle/ui';
import type { DurationUnit, EndChoice } from './moderation-rules';

const KIND_CHOICES = [
  { value: 'duration', label: 'After a duration' },
  { value: 'until', label: 'At a time (UTC)' },
  { value: 'permanent', label: 'Never' },
];
const UNIT_CHOICES = [
  { value: 'minutes', label: 'Minutes' },
  { value: 'hours', label: 'Hours' },
  { value: 'days', label: 'Days' },
];

export const NEW_END_CHOICE: EndChoice = { kind: 'duration', amount: '', unit: 'hours', until: '' };

export interface EndFieldProps {
  choice: EndChoice;
  onChange: (choice: EndChoice) => void;
  /** A ban may be permanent; a mute may not. */
  allowPermanent: boolean;
  problem: string | undefined;
}

export function EndField({ choice, onChange, allowPermanent, problem }: EndFieldProps) {
  return (
    <Stack gap={3}>
      <SelectField
        label="Ends"
        value={choice.kind}
        choices={allowPermanent ? KIND_CHOICES : KIND_CHOICES.slice(0, 2)}
        onChange={(kind) => onChange({ ...choice, kind: kind as EndChoice['kind'] })}
      />
      {choice.kind === 'duration' && (
        <Inline gap={4} align="start">
          <NumberInput
            label="Duration"
            value={choice.amount}
            onChange={(amount) => onChange({ ...choice, amount })}
            maxLength={7}
            error={problem}
          />
          <SelectField
            label="Unit"
            value={choice.unit}
            choices={UNIT_CHOICES}
            onChange={(unit) => onChange({ ...choice, unit: unit as DurationUnit })}
          />
        </Inline>
      )}
      {choice.kind === 'until' && (
        <TextInput
          label="End time (UTC)"
          hint="YYYY-MM-DD HH:MM"
          value={choice.until}
          onChange={(until) => onChange({ ...choice, until })}
          maxLength={16}
          autoComplete="off"
          error={problem}
        />
      )}
    </Stack>
  );
}
