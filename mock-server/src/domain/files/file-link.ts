import { uploadedFilePath } from '@sportsbook/contracts/endpoints/files/save-document';

/**
 * Records keep bare file names; answers carry fetchable links (decision 031). A value that already is
 * a link (a path or an absolute URL, e.g. set through the control API) is kept as it is.
 */
export function fileLinkOf(fileNameOrLink: string): string {
  return /^(\/|https?:)/.test(fileNameOrLink) ? fileNameOrLink : uploadedFilePath(fileNameOrLink);
}
