// Handlers are synchronous (see domain/handler.ts) but a Blob's bytes can only be read
// asynchronously. The transports (Fastify multipart, MSW) read each uploaded file first and build it
// with bufferedFile, so the upload handler can sniff and store the bytes in one synchronous step.
const buffered = new WeakMap<Blob, Uint8Array>();

/** The File a transport hands to the handler, with its bytes kept readable synchronously. */
export function bufferedFile(bytes: Uint8Array, name: string, type: string): File {
  const file = new File([bytes.slice()], name, { type });
  buffered.set(file, bytes);
  return file;
}

/** The bytes of a file built by bufferedFile; undefined for any other Blob. */
export const bufferedBytesOf = (blob: Blob): Uint8Array | undefined => buffered.get(blob);
