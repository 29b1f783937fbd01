// Stories are composed with the project annotations of .storybook/preview, as in Storybook.
import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
});
