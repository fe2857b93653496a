/**
 * React's progressive chunk size for the documents we render: no limit. React DOM (19.2+) moves a finished Suspense
 * boundary of more than 500 bytes that comes after this many bytes of the page out of place, into a hidden segment
 * that an inline script moves back. Every document is sent whole (entry.server.tsx, `onAllReady`), so chunking gains
 * nothing, and a page must read and work the same without scripts: a boundary is always written where it stands.
 */
export const DOCUMENT_CHUNK_SIZE = Number.POSITIVE_INFINITY;
