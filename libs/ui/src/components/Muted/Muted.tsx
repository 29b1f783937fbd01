import type { ReactNode } from 'react';
import { Text } from '../Text/Text';

export interface MutedProps {
  children: ReactNode;
  /** A `span` within a line (a hint after a value) instead of a paragraph of its own. */
  inline?: boolean;
  /** `sm`: smaller, for a label above a value. Default: the size of the text around it. */
  size?: 'sm' | undefined;
  /** `normal`: not bold within bold text (a level beside a name in a heading). */
  weight?: 'normal' | undefined;
  className?: string | undefined;
}

/** Quiet secondary text: a note under a form, a hint beside a value. */
export function Muted({ children, inline = false, size, weight, className }: MutedProps) {
  return (
    <Text as={inline ? 'span' : 'p'} tone="muted" size={size} weight={weight} className={className}>
      {children}
    </Text>
  );
}
