import type { StoryContext } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';

/** The queries a play function gets bound to the story's canvas. */
export type Canvas = StoryContext['canvas'];

/** Types each value into the field with that label, in order (as a user fills a form). */
export async function fillFields(canvas: Canvas, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = await canvas.findByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

/** Long enough to look at a loading state; the mock's latency never ends within a test. */
export const FOREVER_MS = 600_000;

/**
 * How long a story waits for a part whose code loads when first used (the user menu, decision
 * 095). Vite transforms that code the first time any story asks for it, and beside the other test
 * tasks on a 2-core CI machine that took over the default 10 s once (two user-menu stories failed
 * in the same run; the next run passed).
 */
export const FIRST_USE_MS = 30_000;
