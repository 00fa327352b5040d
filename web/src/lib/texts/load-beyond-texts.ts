/**
 * Issue 25's texts (lib/texts/beyond-texts.ts) for the logged-in shell, whose parts that show them (the
 * search's results, the favourite stars, the reality check, the user menu's settings) load after
 * the first odds or when first used (decision 123); each part's loader waits for them too.
 */
export const loadBeyondTexts = (): Promise<void> =>
  import('./beyond-texts.ts').then((module) => module.beyondTexts);
