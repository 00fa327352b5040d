import type * as NoticeModule from './high-priority-notice.tsx';

export type HighPriorityNotice = typeof NoticeModule.default;

let loaded: HighPriorityNotice | null = null;
let loading: Promise<{ default: HighPriorityNotice }> | null = null;

/**
 * The high-priority notice's code (radix's dialog with it): loaded the first time there is a notice
 * to show (issue 15, decision 095), or as soon as a reload's early read of the unread counts says
 * there will be one (decision 211). Either way it is one chunk, fetched once.
 */
export const loadHighPriorityNotice = (): Promise<{ default: HighPriorityNotice }> => {
  loading ??= import('./high-priority-notice.tsx').then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      loading = null; // a later notice tries again
      throw error;
    },
  );
  return loading;
};

/** The notice's component once its chunk is in, else null (decision 226). */
export const loadedHighPriorityNotice = (): HighPriorityNotice | null => loaded;
