/**
 * The high-priority notice's code (radix's dialog with it): loaded the first time there is a notice
 * to show (issue 15, decision 095), or as soon as a reload's early read of the unread counts says
 * there will be one (decision 211). Either way it is one chunk, fetched once.
 */
export const loadHighPriorityNotice = () => import('./high-priority-notice.tsx');
