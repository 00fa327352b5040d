import type { z } from 'zod';

// Groups a failed parse's messages by dotted field path, the way a form shows them.
export function messagesByPath(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    (byPath[path] ??= []).push(issue.message);
  }
  return byPath;
}

export function imageBlob(type = 'image/png'): Blob {
  return new Blob(['fake image bytes'], { type });
}
