/**
 * Test helpers for the remotes whose panels the shell frames (`@idle/ui/testing`, never imported
 * by production code): a panel's content in the panel frame the shell puts it in, found by its
 * title.
 */
import { Panel } from '../components/Panel/Panel';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';

/** Renders each content in a panel titled as in the shell's grid. */
export function renderPanels(panels: Record<string, ComponentType>) {
  return render(
    <>
      {Object.entries(panels).map(([title, Content]) => (
        <Panel key={title} title={title}>
          <Content />
        </Panel>
      ))}
    </>,
  );
}

export function panel(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

/** The texts of the list items of a panel, each item's children joined by "|". */
export function items(title: string): string[] {
  return Array.from(panel(title).querySelectorAll('li'), (li) =>
    Array.from(li.children, (child) => child.textContent.trim()).join('|'),
  );
}
