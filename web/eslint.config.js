import { readdirSync } from 'node:fs';
import { baseConfig } from '../.config/eslint.base.mjs';

// Every folder under src/features is a feature, so a new feature is fenced in without editing this.
const features = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The only imports between features (decision 199), by importer: a feature may show another's
 * components (its components/ folder), never reach into its model, api or pages. The tickets
 * tables appear on the account, quick-games and bet history pages; the search box sits in the
 * logged-in top bar and the public header. A feature named here as used imports no feature, so
 * these imports cannot chain or loop.
 */
const featureUses = {
  account: ['tickets'],
  'quick-games': ['tickets'],
  transactions: ['tickets'],
  navigation: ['search'],
  'public-sports': ['search'],
};

for (const [user, used] of Object.entries(featureUses)) {
  for (const feature of [user, ...used]) {
    if (!features.includes(feature))
      throw new Error(`featureUses names ${feature}: no such feature`);
  }
  for (const feature of used) {
    if (feature in featureUses) throw new Error(`${user} uses ${feature}, which uses features`);
  }
}

/**
 * The layers of docs/architecture.md, in the style of bulletproof-react's import zones:
 * app → features → components / lib. A zone forbids `target` files to import `from` files
 * (paths resolved through the '@/' alias). The same zones hold for tests.
 */
const importZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...(featureUses[feature] ?? []).map((used) => `./${used}/components`)],
    message:
      "Features import each other only as featureUses in web/eslint.config.js names (a used feature's components/): otherwise move the shared piece down to components/ or lib/ (data several features read: lib/queries/).",
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'app composes features; features never import app.',
  },
  {
    target: ['./src/components', './src/lib', './src/themes'],
    from: ['./src/features', './src/app'],
    message: 'components/, lib/ and themes/ are shared layers: they never import features or app.',
  },
];

export default [
  ...baseConfig(import.meta.dirname),
  {
    files: ['src/**/*.{ts,tsx}', '*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: importZones },
      ],
    },
  },
  {
    // Production code never reaches into the mock backend. The zone judges the file an import
    // resolves to, so '@sportsbook/mock-server/…' and '../../mock-server/…' are refused alike. Tests
    // under src/ may use it (their helpers live in src/test/); the benches live outside src/, in
    // web/bench/, for that reason (issue 26).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...importZones,
            {
              target: './src',
              from: '../mock-server',
              message: 'Production web code never imports the mock server.',
            },
            {
              target: './src',
              from: '../contracts/src/client/create-client.ts',
              message:
                "The app's client is @sportsbook/contracts/client/lazy: the registry client pulls every endpoint's schemas into the pages that import it (decision 236).",
            },
          ],
        },
      ],
      // react-router's loaders signal redirects by throwing the Response that redirect() returns.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }] },
      ],
    },
  },
];
