import { z } from 'zod';

// What the region check answers (SPEC §1), apart from the account's other schemas: /login loads it
// before anything else (issue 27's size budget).
export const AppMetadataSchema = z.object({
  wafAction: z
    .string()
    .describe("'Block' means the caller's region is not served; any other value lets it in."),
});
export type AppMetadata = z.infer<typeof AppMetadataSchema>;
