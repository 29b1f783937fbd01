/**
 * /tools: the calculators and planners (issue 18), each prefilled with the player's own figures:
 * tool components, land costs, trinket tier costs and time to a trinket, personnel investment,
 * the dungeon planner (runs to the next jewel slot) and the labyrinth planner. Every figure comes
 * from the rules of @idle/game-rules, fed by the game state and the server's answers.
 */
import { type LoadState, useServerData } from '@idle/api-client';
import { $tools } from '@idle/state';
import { Accordion, EmptyState, LoadError, LoadingState } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { DungeonSection } from './DungeonSection';
import { LabyrinthSection } from './LabyrinthSection';
import { LandSection, NO_LAND_TEXT } from './LandSection';
import { PersonnelSection } from './PersonnelSection';
import { ToolComponentsSection } from './ToolComponentsSection';
import { loadToolsData, type ToolsData } from './tools-data';
import { TrinketsSection } from './TrinketsSection';
import styles from './ToolsPage.module.css';

export const TOOLS_LOADING_TEXT = 'Loading your figures...';
export const TOOLS_FAILED_TEXT = 'Your figures could not be loaded.';
export const NO_PERSONNEL_TEXT = 'You do not own land yet, so you have no personnel.';

/** The calculators, with the tool components one open at first. */
export function ToolsView({ data }: { data: ToolsData }) {
  const tools = useStore($tools);
  const { land, personnel } = data;
  return (
    <Accordion
      multiple
      defaultOpenIds={['tools']}
      items={[
        {
          id: 'tools',
          header: 'Tool components',
          content:
            tools === null ? (
              <LoadingState label={TOOLS_LOADING_TEXT} />
            ) : (
              <ToolComponentsSection tools={tools} />
            ),
        },
        {
          id: 'land',
          header: 'Land costs',
          content:
            land === null ? (
              <EmptyState message={NO_LAND_TEXT} />
            ) : (
              <LandSection land={land} personnel={personnel} />
            ),
        },
        {
          id: 'trinkets',
          header: 'Trinkets',
          content: (
            <TrinketsSection trinkets={data.trinkets.trinkets} land={land} personnel={personnel} />
          ),
        },
        {
          id: 'personnel',
          header: 'Personnel investment',
          content:
            land === null ? (
              <EmptyState message={NO_PERSONNEL_TEXT} />
            ) : (
              <PersonnelSection personnel={personnel} />
            ),
        },
        {
          id: 'dungeons',
          header: 'Dungeon planner',
          content: (
            <DungeonSection
              dungeons={data.dungeons}
              tokenStore={data.tokenStore}
              personnel={personnel}
            />
          ),
        },
        {
          id: 'labyrinth',
          header: 'Labyrinth planner',
          content: <LabyrinthSection labyrinth={data.labyrinth} />,
        },
      ]}
    />
  );
}

export interface ToolsContentProps {
  state: LoadState<ToolsData>;
  onRetry: () => void;
}

/** The page body for a state of the figures' loading (stories render it directly). */
export function ToolsContent({ state, onRetry }: ToolsContentProps) {
  if (state.status === 'loading') return <LoadingState label={TOOLS_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={TOOLS_FAILED_TEXT} onRetry={onRetry} />;
  }
  return <ToolsView data={state.data} />;
}

export function ToolsPage() {
  const figures = useServerData(loadToolsData);
  return (
    <section aria-labelledby="tools-title" className={styles.page}>
      <h2 id="tools-title" className={styles.title}>
        Calculators and planners
      </h2>
      <ToolsContent state={figures.state} onRetry={figures.reload} />
    </section>
  );
}
