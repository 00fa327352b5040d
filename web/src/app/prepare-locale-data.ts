import { nextTask } from '@/lib/after-first-reads.ts';

/**
 * Loads the language's number and date data into the browser's Intl before a first render that
 * will need it, in tasks of their own (decision 231). The first `Intl.NumberFormat` a page makes
 * costs 50–90 ms at 4× CPU whatever its options (the later ones, money included, 1–2 ms), the first
 * `Intl.DateTimeFormat` about 10 ms more: made by the first render, that time lengthens its task.
 * The formatters made here are thrown away; what they leave is the locale data.
 */
export async function prepareLocaleData(language: string): Promise<void> {
  await nextTask();
  new Intl.NumberFormat(language).format(0);
  await nextTask();
  new Intl.DateTimeFormat(language).format(0);
}
