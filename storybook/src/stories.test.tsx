/**
 * Renders every story of the workspace once, so a blank or broken story fails CI: each story
 * of the Storybook globs is composed with the preview's annotations, rendered in jsdom, and must
 * show something (text or an element) without throwing or logging a React error.
 */
import { composeStories, type ReactRenderer } from '@storybook/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

// The same patterns as .storybook/main.ts (import.meta.glob needs literals). A pattern that
// matches nothing simply adds no module.
const modules = import.meta.glob<StoriesModule>(
  [
    '../../libs/ui/src/**/*.stories.tsx',
    '../../shell/src/**/*.stories.tsx',
    '../../mfe-*/src/**/*.stories.tsx',
  ],
  { eager: true },
);

type ComposedStory = ComposedStoryFn<ReactRenderer>;

interface StoryCase {
  name: string;
  Story: ComposedStory;
}

const cases: StoryCase[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([file, module]) => {
    const title = module.default.title ?? file.replace(/^(\.\.\/)+/, '');
    const stories: Record<string, ComposedStory> = composeStories(module);
    return Object.entries(stories).map(([exportName, Story]) => ({
      name: `${title} / ${Story.storyName || exportName}`,
      Story,
    }));
  });

const VISIBLE_TAGS = new Set([
  'IMG',
  'svg',
  'CANVAS',
  'VIDEO',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'BUTTON',
  'PROGRESS',
  'METER',
  'IFRAME',
]);

/**
 * Whether the page shows something: text, or an element that is visible without text (an image,
 * a control, a bar with a role or a name). Empty wrappers do not count.
 */
function hasVisibleContent(root: HTMLElement): boolean {
  if (root.textContent.trim() !== '') return true;
  return Array.from(root.querySelectorAll('*')).some(
    (element) =>
      element.closest('[aria-hidden="true"], [hidden]') === null &&
      (VISIBLE_TAGS.has(element.tagName) ||
        element.hasAttribute('role') ||
        element.hasAttribute('aria-label')),
  );
}

describe('stories', () => {
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  it('finds the stories of the design system', () => {
    expect(Object.keys(modules).some((file) => file.includes('/libs/ui/'))).toBe(true);
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map(({ name, Story }) => [name, Story] as const))(
    '%s renders',
    async (_name, Story) => {
      const { container, unmount } = render(<Story />);
      // Let effects and microtasks of the story settle.
      await act(async () => {
        await Promise.resolve();
      });
      expect(container).toBeInTheDocument();
      expect(hasVisibleContent(document.body), 'the story rendered nothing visible').toBe(true);
      expect(consoleError, 'the story logged an error').not.toHaveBeenCalled();
      unmount();
    },
  );
});
