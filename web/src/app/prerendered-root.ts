/**
 * The attribute of a prerendered page's `#root` (its page name): the page's script hydrates what
 * it holds (decision 155). No imports: the build's Node tooling writes it too.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
