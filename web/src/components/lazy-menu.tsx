import type * as React from 'react';
import { Suspense, useState } from 'react';

/** What a lazy menu's stand-in button takes: the menu's ARIA and the handlers that load it. */
export interface LazyMenuTrigger {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A dropdown menu whose code loads on the user's first sign of wanting it (issue 15, decision 095).
 * Until then it is only its button: pointing at, focusing or pressing it starts the download, and a
 * press mounts `children` (the lazily loaded menu, which opens itself), with the button standing in
 * while the code arrives.
 */
export function LazyMenu({
  load,
  button,
  children,
}: {
  load: () => Promise<unknown>;
  button: (trigger: LazyMenuTrigger) => React.ReactElement;
  children: React.ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const preload = () => {
    void load();
  };
  const stand = button({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
    onClick: () => {
      setWanted(true);
    },
  });
  if (!wanted) return stand;
  return <Suspense fallback={stand}>{children}</Suspense>;
}
