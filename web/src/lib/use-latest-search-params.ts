import { useEffect, useRef } from 'react';
import {
  NavigationType,
  useLocation,
  useNavigationType,
  useSearchParams,
  type NavigateOptions,
} from 'react-router';

export interface LatestSearchParams {
  /** The query string the screen shows. */
  shown: URLSearchParams;
  /** The last one asked for: `shown`, or a change on its way to the screen. */
  latest: () => URLSearchParams;
  /** Asks for `next`, built on `latest()` when it is a function. */
  set: (
    next: URLSearchParams | ((latest: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void;
}

/**
 * react-router's useSearchParams, with changes that build on the last one asked for.
 *
 * react-router applies a URL change in a transition, and the `previous` its setter hands a
 * function is the URL this screen last rendered: a second change asked before the first arrives
 * (the inbox's debounced search firing just after 'View read messages' is ticked, or a date then a
 * status on a busy phone) would build on the old URL and drop the first. Here changes build on the
 * last one asked for until the screen shows it, or until Back or Forward moves elsewhere.
 */
export function useLatestSearchParams(): LatestSearchParams {
  const [shown, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const asked = useRef<URLSearchParams | null>(null);
  const shownText = shown.toString();
  useEffect(() => {
    if (navigationType === NavigationType.Pop || asked.current?.toString() === shownText)
      asked.current = null;
  }, [shownText, navigationType, location.key]);

  const latest = () => new URLSearchParams(asked.current ?? shown);
  return {
    shown,
    latest,
    set: (next, options) => {
      const params = typeof next === 'function' ? next(latest()) : next;
      asked.current = params;
      setSearchParams(params, options);
    },
  };
}
