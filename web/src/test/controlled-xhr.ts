import { vi } from 'vitest';

/**
 * An XMLHttpRequest the test drives: it sends nothing and answers when told, so a test can show
 * the upload at 40 % (MSW's XHR interception reports upload progress only once it answers).
 */
export class ControlledXhr extends EventTarget {
  static sent: ControlledXhr[] = [];
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  url = '';

  open(_method: string, url: string) {
    this.url = url;
  }

  setRequestHeader() {
    // headers are not looked at
  }

  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }

  send() {
    ControlledXhr.sent.push(this);
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.upload.dispatchEvent(new ProgressEvent('load'));
    this.dispatchEvent(new ProgressEvent('load'));
  }
}

/** Uploads go to ControlledXhr for the rest of the test (@/test/node-files' withNodeFiles restores the real one). */
export function controlUploads(): void {
  ControlledXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', ControlledXhr);
}
