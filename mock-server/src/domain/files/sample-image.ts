// A real 24×32 PNG (a little receipt) used as the proof image of seeded deposits, so their image
// links load in the web app and in Storybook. Decoded with atob so it also works in the browser (MSW).
const RECEIPT_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAAPElEQVR42mOQyztBFcQwahBhg/5TCQxmgxaQBYaE10bDaDSMRsNoNIxo6jWRHhusiJYG4Q8LqrloCKYjAKJLjcZ062lmAAAAAElFTkSuQmCC';

/** A fresh copy each call: stored bytes are never shared between records. */
export function sampleReceiptPng(): Uint8Array {
  return Uint8Array.from(atob(RECEIPT_PNG_BASE64), (char) => char.charCodeAt(0));
}
