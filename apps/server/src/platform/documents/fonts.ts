import { fileURLToPath } from 'node:url';

/**
 * The Noto fonts shipped in the repository (`assets/fonts`, SIL Open Font License): Latin,
 * Arabic and Devanagari, regular and bold. The PDFs embed them and the web client serves the
 * same files as web fonts, so a document and the screen show the same letters.
 */
export const fontDirectory = fileURLToPath(new URL('../../../../../assets/fonts/', import.meta.url));
