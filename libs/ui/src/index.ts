/**
 * @idle/ui: the design system of the game. Components use CSS Modules and read the design tokens
 * of `tokens.css`, which each app imports once: `import '@idle/ui/tokens.css'`.
 */
export { TOKENS, cssVar, rarityToken, timerToken } from './tokens';
export type { TokenKey, TokenName } from './tokens';
export { Button } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { Panel } from './components/Panel/Panel';
export type { PanelProps } from './components/Panel/Panel';
export { Accordion } from './components/Accordion/Accordion';
export type { AccordionItem, AccordionProps } from './components/Accordion/Accordion';
export { Modal } from './components/Modal/Modal';
export type { ModalProps, ModalSize } from './components/Modal/Modal';
export { Sheet } from './components/Sheet/Sheet';
export type { SheetProps, SheetSide } from './components/Sheet/Sheet';
export { Table, TABLE_DEFAULT_EMPTY_TEXT } from './components/Table/Table';
export type { TableAlign, TableColumn, TableProps } from './components/Table/Table';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { TextInput } from './components/TextInput/TextInput';
export { CopyField } from './components/CopyField/CopyField';
export type { CopyFieldProps } from './components/CopyField/CopyField';
export type { TextInputProps, TextInputType } from './components/TextInput/TextInput';
export { NumberInput, digitsOnly } from './components/NumberInput/NumberInput';
export type { NumberInputProps } from './components/NumberInput/NumberInput';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { ProgressBar, progressFraction } from './components/ProgressBar/ProgressBar';
export type { ProgressBarProps, ProgressBarVariant } from './components/ProgressBar/ProgressBar';
export { ActionTimerBar } from './components/ActionTimerBar/ActionTimerBar';
export type { ActionTimerBarProps } from './components/ActionTimerBar/ActionTimerBar';
export { ItemName } from './components/ItemName/ItemName';
export { ItemLabel, itemNameText } from './components/ItemLabel/ItemLabel';
export type { ItemNameData, ItemNameProps } from './components/ItemName/ItemName';
export { Markup, MarkupItem, MarkupPieces } from './components/Markup/Markup';
export type { MarkupProps } from './components/Markup/Markup';
export {
  chatLinkProps,
  itemTag,
  jewelTag,
  linkTag,
  parseMarkup,
  trinketTag,
} from './components/Markup/parse';
export type { MarkupToken } from './components/Markup/parse';
export { HoverPopup } from './components/HoverPopup/HoverPopup';
export type { HoverPopupProps } from './components/HoverPopup/HoverPopup';
export { Amount, formatAmount } from './components/Amount/Amount';
export type { AmountProps } from './components/Amount/Amount';
export { FighterCard } from './components/FighterCard/FighterCard';
export type { FighterCardProps, FighterOutcome } from './components/FighterCard/FighterCard';
export { FightOutcome } from './components/FightOutcome/FightOutcome';
export type { FightOutcomeProps } from './components/FightOutcome/FightOutcome';
export { Notifications } from './components/Notifications/Notifications';
export type {
  NotificationItem,
  NotificationsProps,
} from './components/Notifications/Notifications';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { LoadingState, LOADING_DEFAULT_TEXT } from './components/LoadingState/LoadingState';
export type { LoadingStateProps } from './components/LoadingState/LoadingState';
export { LoadError } from './components/LoadError/LoadError';
export type { LoadErrorProps } from './components/LoadError/LoadError';
export { Page } from './components/Page/Page';
export type { PageProps } from './components/Page/Page';
export { Section } from './components/Section/Section';
export type { SectionHeadingLevel, SectionProps } from './components/Section/Section';
export { Figure, Figures } from './components/Figures/Figures';
export type { FigureProps, FiguresProps } from './components/Figures/Figures';
export { Muted } from './components/Muted/Muted';
export type { MutedProps } from './components/Muted/Muted';
export { Requirement } from './components/Requirement/Requirement';
export type { RequirementProps } from './components/Requirement/Requirement';
export { Text } from './components/Text/Text';
export type { TextProps, TextTone } from './components/Text/Text';
export { Stack } from './components/Stack/Stack';
export type { StackProps } from './components/Stack/Stack';
export { Inline } from './components/Inline/Inline';
export type { InlineProps } from './components/Inline/Inline';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export type { SpaceStep } from './internal/layout';
export { Loaded } from './components/Loaded/Loaded';
export type { LoadedProps, LoadedState } from './components/Loaded/Loaded';
export { RarityName } from './components/RarityName/RarityName';
export type { RarityNameProps } from './components/RarityName/RarityName';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';
export {
  calculate,
  Calculator,
  CalculatorFigures,
  CalculatorInputs,
  CalculatorNote,
  CalculatorResults,
  FIGURES_FAILED_TEXT,
  FIGURES_LOADING_TEXT,
} from './components/Calculator/Calculator';
export type { CalculatorFigure, FiguresLoad, Outcome } from './components/Calculator/Calculator';
export {
  SelectField,
  useWholeNumber,
  WholeNumberField,
} from './components/Calculator/CalculatorFields';
export type { Choice, WholeNumber } from './components/Calculator/CalculatorFields';
export { formatCountdown, useCountdown } from './clocks/countdown';
export { useRunningBoosts, useSecondClock } from './clocks/running-boosts';
