import { useEffect, useRef } from 'react';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { useMarkRead } from '../api/message-mutations.ts';
import { needsReadMark } from './read-marks.ts';

/** Marks the shown message read once, when SPEC §4 says so (see needsReadMark). */
export function useReadMark(message: Message | undefined, viewerId: number | undefined): void {
  const { mutate } = useMarkRead();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!message || viewerId === undefined || !needsReadMark(message, viewerId)) return;
    if (marked.current === message.messageGuid) return;
    marked.current = message.messageGuid;
    mutate(message);
  }, [message, viewerId, mutate]);
}
