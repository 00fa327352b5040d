import type { DocumentType } from '@sportsbook/contracts/endpoints/files/save-document';
import { apiOver } from './api.ts';

/** How far an upload has got: whole percent of the request body sent, 0 to 100. */
export type OnUploadProgress = (percent: number) => void;

// Statuses whose Response must have no body (the Response constructor throws otherwise).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

function toResponse(xhr: XMLHttpRequest): Response {
  const status = xhr.status;
  return new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, {
    status,
    statusText: xhr.statusText,
    headers: responseHeaders(xhr.getAllResponseHeaders()),
  });
}

const abortError = (signal?: AbortSignal | null): Error =>
  signal?.reason instanceof Error
    ? signal.reason
    : new DOMException('The upload was aborted.', 'AbortError');

/**
 * A fetch that goes through XMLHttpRequest, because fetch reports no upload progress. It answers
 * a real Response and fails as fetch does (TypeError on a network failure, the signal's reason on
 * abort), so the typed API client runs over it unchanged (`apiOver` in lib/api.ts).
 */
export function fetchWithUploadProgress(onProgress: OnUploadProgress): typeof globalThis.fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal, body } = init;
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      if (body instanceof ReadableStream) {
        reject(new TypeError('A streamed body cannot be uploaded with progress.'));
        return;
      }
      const xhr = new XMLHttpRequest();
      const url = input instanceof Request ? input.url : String(input);
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      // Upload listeners must be in place before send(), or browsers report no upload progress.
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      });
      xhr.upload.addEventListener('load', () => {
        onProgress(100);
      });
      const stopListening = () => signal?.removeEventListener('abort', abort);
      const abort = () => {
        xhr.abort();
      };
      xhr.addEventListener('load', () => {
        stopListening();
        resolve(toResponse(xhr));
      });
      xhr.addEventListener('error', () => {
        stopListening();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.addEventListener('timeout', () => {
        stopListening();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.addEventListener('abort', () => {
        stopListening();
        reject(abortError(signal));
      });
      signal?.addEventListener('abort', abort, { once: true });
      onProgress(0);
      xhr.send(body ?? null);
    });
}

/** How an upload reports its progress, and the signal that stops it. */
export interface UploadOptions {
  onProgress: OnUploadProgress;
  signal?: AbortSignal;
}

/**
 * POST /FileUploader/SaveDocument with one file of a category (SPEC §7: a deposit proof or a
 * message attachment), over XHR so the form can show how much has gone. Answers the name the
 * server keeps it under.
 */
export async function uploadDocument(
  documentTypeId: (typeof DocumentType)[keyof typeof DocumentType],
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<string> {
  const saved = await apiOver(fetchWithUploadProgress(onProgress)).call(
    'files.saveDocument',
    { query: { documentTypeId }, body: { file } },
    signal ? { signal } : {},
  );
  return saved.fileName;
}
