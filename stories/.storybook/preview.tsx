import '@/test/midday-clock.ts';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { toast } from 'sonner';
import { configure } from 'storybook/test';
import './preview.css';
import { i18n, loadLanguage } from '@/lib/i18n.ts';
import '@/lib/texts/app-texts.ts';
import '@/lib/texts/beyond-texts.ts';
import { applyTheme } from '@/themes/themes.ts';
import { AppFrame, type RouteParameter } from '../src/support/app-frame.tsx';
import { languageOf, themeOf } from '../src/support/globals.ts';
import { VIEWPORTS } from '../src/support/viewports.ts';
import { mockApi, prepareWorld } from '../src/support/mock-api.ts';

// Screens load through the mock API; on a busy machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

/** The toolbar's language, once its texts are in (the app fetches Spanish on demand: decision 096). */
async function applyLanguage(value: unknown) {
  const language = languageOf(value);
  document.documentElement.lang = language;
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * Each story starts logged out on a freshly seeded mock backend, in the toolbar's language (loaders
 * run again on a toolbar change, before the story renders).
 */
const prepareStory: Loader = async ({ parameters, globals }) => {
  await applyLanguage(globals.language);
  // Sonner keeps toasts in a module-wide store and replays them to a new Toaster: clear them.
  toast.dismiss();
  await prepareWorld(parameters.msw);
  return {};
};

/** The web app's providers (theme, texts, queries, toasts) and, on request, a memory router. */
const withApp: Decorator = (Story, { id, globals, parameters }) => {
  const theme = themeOf(globals.theme);
  applyTheme(theme);
  return (
    <AppFrame key={id} theme={theme} route={parameters.route as RouteParameter | undefined}>
      <Story />
    </AppFrame>
  );
};

const preview: Preview = {
  loaders: [mswLoader(), prepareStory],
  decorators: [withApp],
  parameters: {
    layout: 'fullscreen',
    msw: mockApi(),
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    options: {
      storySort: {
        order: ['Auth', 'Layout', 'Home', 'Public sports', 'External service', 'Status'],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Theme of the deployment',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'generic', title: 'Generic' },
          { value: 'real', title: 'Real' },
          { value: 'sg', title: 'SG' },
        ],
      },
    },
    language: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
      },
    },
  },
  initialGlobals: {
    theme: 'generic',
    language: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
