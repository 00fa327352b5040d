/** What the search's popup tells the box: whether its data is in, and the options it shows. */
export interface SearchReport {
  status: 'loading' | 'error' | 'ready';
  /** In the listbox's order: the box moves through them and chooses one. */
  options: { id: string; choose: () => void }[];
}
