// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const maxNameLength = 255;

/**
 * The name a file is kept under, from what the browser sent: the last path segment (some
 * browsers send a whole path), NFC, without control characters, at most 255 characters with
 * the extension kept. Only ever shown and offered on download; never a path or a key.
 */
export function storedFileName(sent: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(controlCharacters, '').trim();
  const name = base === '' ? 'file' : base;
  if (name.length <= maxNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, maxNameLength - extension.length) + extension;
}

/**
 * A Content-Disposition header that no file name can break (RFC 6266): an ASCII `filename`
 * with quotes, backslashes and anything outside printable ASCII replaced, and the real name
 * in `filename*` (RFC 8187, UTF-8, percent-encoded).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
