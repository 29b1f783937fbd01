/**
 * The names of the design tokens defined in `tokens.css`, for code that sets or reads them
 * (inline styles, canvas drawing). Use `cssVar(TOKENS.colorGold)` to get `var(--idle-color-gold)`.
 */
import type { TimerBarColour } from '@idle/game-rules';

export const TOKENS = {
  colorBg: '--idle-color-bg',
  colorSurface: '--idle-color-surface',
  colorSurfaceRaised: '--idle-color-surface-raised',
  colorSurfaceSunken: '--idle-color-surface-sunken',
  colorTitlebar: '--idle-color-titlebar',
  colorTitlebarText: '--idle-color-titlebar-text',
  colorBorder: '--idle-color-border',
  colorBorderStrong: '--idle-color-border-strong',
  colorOverlay: '--idle-color-overlay',
  colorText: '--idle-color-text',
  colorTextMuted: '--idle-color-text-muted',
  colorTextInverse: '--idle-color-text-inverse',
  colorLink: '--idle-color-link',
  colorLinkHover: '--idle-color-link-hover',
  colorFocus: '--idle-color-focus',
  colorButton: '--idle-color-button',
  colorButtonHover: '--idle-color-button-hover',
  colorButtonActive: '--idle-color-button-active',
  colorPrimary: '--idle-color-primary',
  colorPrimaryHover: '--idle-color-primary-hover',
  colorDanger: '--idle-color-danger',
  colorDangerHover: '--idle-color-danger-hover',
  colorInput: '--idle-color-input',
  colorSuccess: '--idle-color-success',
  colorError: '--idle-color-error',
  colorInfo: '--idle-color-info',
  colorWarning: '--idle-color-warning',
  colorBarTrack: '--idle-color-bar-track',
  colorBarNeutral: '--idle-color-bar-neutral',
  colorBarHealth: '--idle-color-bar-health',
  colorBarExperience: '--idle-color-bar-experience',
  colorGold: '--idle-color-gold',
  space1: '--idle-space-1',
  space2: '--idle-space-2',
  space3: '--idle-space-3',
  space4: '--idle-space-4',
  space5: '--idle-space-5',
  space6: '--idle-space-6',
  space7: '--idle-space-7',
  radiusSm: '--idle-radius-sm',
  radiusMd: '--idle-radius-md',
  radiusRound: '--idle-radius-round',
  fontFamily: '--idle-font-family',
  fontMono: '--idle-font-mono',
  fontSizeXs: '--idle-font-size-xs',
  fontSizeSm: '--idle-font-size-sm',
  fontSizeMd: '--idle-font-size-md',
  fontSizeLg: '--idle-font-size-lg',
  fontSizeXl: '--idle-font-size-xl',
  fontWeightBold: '--idle-font-weight-bold',
  lineHeight: '--idle-line-height',
  shadowPopup: '--idle-shadow-popup',
  zPanel: '--idle-z-panel',
  zPopup: '--idle-z-popup',
  zModal: '--idle-z-modal',
  zNotifications: '--idle-z-notifications',
  durationFast: '--idle-duration-fast',
} as const;
export type TokenKey = keyof typeof TOKENS;
export type TokenName = (typeof TOKENS)[TokenKey];

/** The custom property holding the colour of a rarity 1 to 7. */
export function rarityToken(rarity: number): `--idle-rarity-${number}` {
  return `--idle-rarity-${rarity}`;
}

/** The custom property holding an action timer bar colour. */
export function timerToken(colour: TimerBarColour): `--idle-timer-${TimerBarColour}` {
  return `--idle-timer-${colour}`;
}

/** `var(--name)`, to use a token in an inline style. */
export function cssVar(name: string): string {
  return `var(${name})`;
}
