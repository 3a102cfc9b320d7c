import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A full-page screenshot among the run's artifacts, named for what it shows. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${inject('artifactsDir')}/${name}.png`, fullPage: true });
