import type { TestRunnerConfig } from '@storybook/test-runner';
import { VIEWPORTS, type ViewportName } from '../src/support/viewports.ts';

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStore?: {
      loadStory: (options: {
        storyId: string;
      }) => Promise<{ storyGlobals?: Record<string, unknown> }>;
    };
  };
}

const isViewportName = (value: unknown): value is ViewportName =>
  typeof value === 'string' && value in VIEWPORTS;

/**
 * The toolbar's viewport resizes the preview frame in the Storybook UI; the test runner opens the
 * preview page itself, so a story's `globals.viewport` sets the browser page's size here.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const chosen = await page
      .evaluate(async (storyId) => {
        const store = (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStore;
        const story = await store?.loadStory({ storyId });
        const viewport = story?.storyGlobals?.viewport;
        return typeof viewport === 'object' && viewport !== null && 'value' in viewport
          ? viewport.value
          : null;
      }, context.id)
      .catch(() => null);
    const { styles } = VIEWPORTS[isViewportName(chosen) ? chosen : 'desktop'];
    await page.setViewportSize({
      width: Number.parseInt(styles.width, 10),
      height: Number.parseInt(styles.height, 10),
    });
  },
};

export default config;
