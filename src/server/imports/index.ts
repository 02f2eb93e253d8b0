/** Listing files: what other features may use. They import it from here, never from the files behind it. */
export { readUpload, type Upload } from './read-upload.ts';
