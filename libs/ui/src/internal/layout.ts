import styles from './layout.module.css';

/** A step of the space scale (`--idle-space-1` to `--idle-space-7`), or 0 for no space. */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

const GAP_CLASSES: Record<SpaceStep, string | undefined> = {
  0: styles.gap0,
  1: styles.gap1,
  2: styles.gap2,
  3: styles.gap3,
  4: styles.gap4,
  5: styles.gap5,
  6: styles.gap6,
  7: styles.gap7,
};

/** The class giving a flex container the gap of that step. */
export function gapClass(step: SpaceStep): string | undefined {
  return GAP_CLASSES[step];
}

/** How a flex container's children line up across it; `stretch` (the default) needs no class. */
export type CrossAlign = 'stretch' | 'start' | 'center' | 'end';

const ALIGN_CLASSES: Record<CrossAlign, string | undefined> = {
  stretch: undefined,
  start: styles.alignStart,
  center: styles.alignCenter,
  end: styles.alignEnd,
};

/** The class lining a flex container's children up that way. */
export function alignClass(align: CrossAlign): string | undefined {
  return ALIGN_CLASSES[align];
}
