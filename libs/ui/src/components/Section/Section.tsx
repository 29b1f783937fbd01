import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { alignClass } from '../../internal/layout';
import shared from '../../internal/shared.module.css';
import styles from './Section.module.css';

export type SectionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface SectionProps {
  /** The section's heading; also names the section region. */
  title: ReactNode;
  /** Level of the heading. Default 3 (a part of a page, whose title is the `h2`). */
  level?: SectionHeadingLevel;
  /** Id of the heading, for links and tests that point at it. Default: a generated one. */
  titleId?: string | undefined;
  /** `box` (default): on the surface colour in a bordered box; `plain`: spacing only. */
  variant?: 'box' | 'plain';
  /** `start`: its contents keep their own width (a button is not stretched). Default `stretch`. */
  align?: 'stretch' | 'start';
  /** `titlebar`: the heading larger, in the title bars' colour (the home page's and alert centre's parts). */
  titleTone?: 'text' | 'titlebar';
  children?: ReactNode;
  className?: string | undefined;
}

/** A part of a page: a region named by its heading, its content stacked under it. */
export function Section({
  title,
  level = 3,
  titleId,
  variant = 'box',
  align = 'stretch',
  titleTone = 'text',
  children,
  className,
}: SectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${level}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        styles.section,
        variant === 'box' && styles.box,
        align === 'start' && alignClass('start'),
        className,
      )}
    >
      <Heading
        id={headingId}
        className={cx(shared.flush, titleTone === 'titlebar' && styles.titlebarTitle)}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
