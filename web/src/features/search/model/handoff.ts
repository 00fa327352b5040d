/** What the stand-in field held when the combobox replaced it: the text, caret and focus. */
export interface SearchHandoff {
  value: string;
  selection: number | null;
  focused: boolean;
}
