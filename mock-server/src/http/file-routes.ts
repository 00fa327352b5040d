import type { FastifyInstance } from 'fastify';
import { uploadedFilePath } from '@sportsbook/contracts/endpoints/files/save-document';
import { LOGO_CONTENT_TYPE, logoFile } from '../assets/logos.ts';
import type { MockState } from '../db/state.ts';
import { sendProblem } from './problem.ts';

// The contract spells the path of a file name (decision 031); the route is that path with a
// parameter in place of the (empty) name.
const FILE_ROUTE = `${uploadedFilePath('')}:fileName`;

/**
 * GET /w/api/FileUploader/files/{fileName}: the stored bytes under their sniffed content type. No
 * bearer (img tags cannot send one): the names are unguessable. The seeded banks' and lotteries'
 * logos live here too (assets/logos.ts), the same for everyone.
 */
export function registerFileRoutes(app: FastifyInstance, state: MockState): void {
  app.get<{ Params: { fileName: string } }>(FILE_ROUTE, (request, reply) => {
    const { fileName } = request.params;
    const logo = logoFile(fileName);
    if (logo !== undefined) {
      return reply
        .code(200)
        .type(LOGO_CONTENT_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(logo);
    }
    const bytes = state.files.get(fileName);
    const document = state.db.document.findFirst({ where: { fileName: { equals: fileName } } });
    if (!bytes || !document) return sendProblem(reply, 404, 'File not found');
    return (
      reply
        .code(200)
        .type(document.contentType)
        // Uploaded SVGs may carry scripts: never sniff, never run anything, even if opened directly.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(bytes))
    );
  });
}
