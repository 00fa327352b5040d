import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { VIEWPORTS, type ViewportName } from '../src/support/viewports.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isViewportName = (value: unknown): value is ViewportName =>
  typeof value === 'string' && Object.hasOwn(VIEWPORTS, value);

/** The story's `globals.viewport` (its own or its file's), desktop when it names none. */
function viewportOf(story: unknown): ViewportName {
  // getStoryContext answers the prepared story, `storyGlobals` included, though typed without it.
  const globals = isRecord(story) ? story.storyGlobals : undefined;
  const viewport = isRecord(globals) ? globals.viewport : undefined;
  const name = isRecord(viewport) ? viewport.value : undefined;
  return isViewportName(name) ? name : 'desktop';
}

/**
 * In the built Storybook the toolbar's viewport sizes the manager's frame, which the test runner
 * does not open: it loads iframe.html alone. Its page takes the story's viewport here, as the
 * Vitest addon's page does.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const { styles } = VIEWPORTS[viewportOf(await getStoryContext(page, context))];
    await page.setViewportSize({
      width: Number.parseInt(styles.width, 10),
      height: Number.parseInt(styles.height, 10),
    });
  },
};

export default config;
