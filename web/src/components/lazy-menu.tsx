import type * as React from 'react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { LazyPart, PartFailedPanel } from './lazy-part.tsx';

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
 * while the code arrives. Code that does not arrive leaves the button, with a panel that says so;
 * closing it puts the focus back on the button (decision 246).
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
  const box = useRef<HTMLSpanElement>(null);
  // A load that fails is reported where the menu renders (LazyPart), not here.
  const preload = () => {
    load().catch(() => undefined);
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
  const close = () => {
    flushSync(() => {
      setWanted(false);
    });
    box.current?.querySelector('button')?.focus();
  };
  // The box finds the button again after closing the panel: the stand-in is then a new element.
  return (
    <span ref={box} className="contents">
      {wanted ? (
        <LazyPart
          fallback={stand}
          failed={
            <>
              {stand}
              <PartFailedPanel onClose={close} />
            </>
          }
        >
          {children}
        </LazyPart>
      ) : (
        stand
      )}
    </span>
  );
}
