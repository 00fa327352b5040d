/**
 * What a page whose deployment settings are missing or broken shows instead of a blank screen
 * (issue 23, decision 107): the texts cannot wait for i18n (they may be what failed to load), so
 * both languages are written here, as plain text, with the reason for the operator.
 */
export const CONFIG_PROBLEM_TEXTS = [
  {
    lang: 'en',
    title: 'This site is not set up correctly',
    text: 'The page could not read its settings, so it cannot open. Please try again later.',
    details: 'For the site operator:',
  },
  {
    lang: 'es',
    title: 'Este sitio no está configurado correctamente',
    text: 'La página no pudo leer su configuración y no puede abrirse. Inténtelo más tarde.',
    details: 'Para el operador del sitio:',
  },
] as const;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function showConfigProblem(root: HTMLElement, reason: string): void {
  console.error(`Sportsbook settings: ${reason}`);
  const main = element(
    'main',
    'flex min-h-dvh flex-col items-center justify-center gap-8 bg-background p-6 text-center',
  );
  main.setAttribute('role', 'alert');
  for (const texts of CONFIG_PROBLEM_TEXTS) {
    const section = element('section', 'flex max-w-prose flex-col gap-2');
    section.lang = texts.lang;
    section.append(
      element('h1', 'text-2xl font-bold tracking-tight', texts.title),
      element('p', 'text-muted-foreground', texts.text),
      element('p', 'text-sm text-muted-foreground', `${texts.details} ${reason}`),
    );
    main.append(section);
  }
  root.replaceChildren(main);
}
