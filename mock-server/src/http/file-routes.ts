import type { FastifyInstance } from 'fastify';
import { uploadedFilePath } from '@sportsbook/contracts/endpoints/files/save-document';
import type { MockState } from '../db/state.ts';
import { sendProblem } from './problem.ts';

// The contract spells the path of a file name (decision 031); the route is that path with a
// parameter in place of the (empty) name.
const FILE_ROUTE = `${uploadedFilePath('')}:fileName`;

/**
 * GET /w/api/FileUploader/files/{fileName}: the stored bytes under their sniffed content type. No
 * bearer (img tags cannot send one): the names are unguessable.
 */
export function registerFileRoutes(app: FastifyInstance, state: MockState): void {
  app.get<{ Params: { fileName: string } }>(FILE_ROUTE, (request, reply) => {
    const { fileName } = request.params;
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
