import { useEffect, useRef, useState } from 'react';
import { CallTimedOut, MONEY_CALL_TIMEOUT_MS } from '@/lib/money-call/money-call.ts';
import { uploadDepositProof } from '../../api/deposit-mutations.ts';
import { refusalOf, type ProofRefusal } from './proof-file.ts';

interface Picked {
  file: File;
  /** Object URL of the file for the thumbnail; null where the platform has none. */
  preview: string | null;
}

export type ProofUpload =
  | { status: 'empty' }
  | (Picked & { status: 'uploading'; progress: number })
  | (Picked & { status: 'uploaded'; fileName: string })
  | (Picked & { status: 'failed'; error: unknown });

/** The uploaded proof, or undefined while there is none. */
export type OnProofChange = (proof: { file: File; fileName: string } | undefined) => void;

const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

const revoke = (url: string | null) => {
  if (url) URL.revokeObjectURL(url);
};

/**
 * The deposit proof: a picked image is checked in the browser first (type and size), then
 * uploaded at once with its progress; a failed upload only stops the loading state and can be
 * retried (SPEC §8). An upload whose answer is lost (or does not come in time once the photo is
 * sent) fails the same way: a retry uploads the photo again, which books nothing (the report is
 * the money call, and it names the one file it was sent with). Picking another file cancels the upload in flight. The thumbnail's object
 * URL is revoked when the photo changes and when the form goes away.
 *
 * `onProofChange` must be stable (e.g. built on react-hook-form's setValue): it is called from
 * the upload's answer.
 */
export function useProofUpload(onProofChange: OnProofChange) {
  const [upload, setUpload] = useState<ProofUpload>({ status: 'empty' });
  const [refusal, setRefusal] = useState<ProofRefusal | null>(null);
  // What the cleanups must reach: the upload in flight and the thumbnail's URL.
  const live = useRef<{ controller: AbortController | null; preview: string | null }>({
    controller: null,
    preview: null,
  });

  useEffect(() => {
    const current = live.current;
    return () => {
      current.controller?.abort();
      current.controller = null;
      revoke(current.preview);
      current.preview = null;
    };
  }, []);

  const start = ({ file, preview }: Picked) => {
    live.current.controller?.abort();
    const controller = new AbortController();
    live.current.controller = controller;
    setUpload({ status: 'uploading', file, preview, progress: 0 });
    onProofChange(undefined);
    // Once the photo is sent the answer gets the money calls' time (decision 108); the sending
    // itself may take as long as the connection needs, its progress on screen.
    let answerTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const awaitAnswer = () => {
      answerTimer ??= setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, MONEY_CALL_TIMEOUT_MS);
    };
    // Superseded by another photo, a reset or the form going away: nothing more to say.
    const settled = () => {
      clearTimeout(answerTimer);
      return controller.signal.aborted && !timedOut;
    };
    uploadDepositProof(file, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (controller.signal.aborted) return;
        if (progress === 100) awaitAnswer();
        setUpload((now) => (now.status === 'uploading' ? { ...now, progress } : now));
      },
    })
      .then((fileName) => {
        if (settled()) return;
        live.current.controller = null;
        setUpload({ status: 'uploaded', file, preview, fileName });
        onProofChange({ file, fileName });
      })
      .catch((error: unknown) => {
        if (settled()) return;
        live.current.controller = null;
        setUpload({
          status: 'failed',
          file,
          preview,
          error: timedOut ? new CallTimedOut() : error,
        });
      });
  };

  /** A file from the picker; nothing (the picker was dismissed) keeps the photo there is. */
  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = refusalOf(file);
    setRefusal(refused);
    if (refused) return;
    revoke(live.current.preview);
    const preview = previewOf(file);
    live.current.preview = preview;
    start({ file, preview });
  };

  const retry = () => {
    if (upload.status === 'failed') start(upload);
  };

  /** Back to no photo (after a filed report). */
  const reset = () => {
    live.current.controller?.abort();
    live.current.controller = null;
    revoke(live.current.preview);
    live.current.preview = null;
    setRefusal(null);
    setUpload({ status: 'empty' });
    onProofChange(undefined);
  };

  return { upload, refusal, choose, retry, reset };
}
