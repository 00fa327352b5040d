/**
 * The shortest query the search answers (issue 25): one letter matches nearly everything. Apart
 * from the index (search-index.ts) so the search box, which loads with the page, does not
 * carry the index's code, which loads when the search is first used.
 */
export const MIN_QUERY_LENGTH = 2;
