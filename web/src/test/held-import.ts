/**
 * A gate for a lazily imported module in a test: `vi.mock(path, async (original) => { await
 * gate.opened; return original(); })` holds the import until `gate.open()`, as a slow network
 * would (a part that loads when first used, decision 123).
 */
export function importGate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    opened,
    open: () => {
      open();
    },
  };
}
