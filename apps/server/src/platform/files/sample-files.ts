/** Small real files for tests: each is what its name says, by its bytes. */
export const sampleFiles = {
  /** A 1×1 PNG. */
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  /** A 1×1 GIF. */
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  /** The start of a PDF: what a PDF's signature is. */
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};

/** A PNG of exactly `bytes` bytes: a real PNG signature and header, padded with zeros. */
export const pngOfSize = (bytes: number) =>
  Buffer.concat([sampleFiles.png, Buffer.alloc(Math.max(0, bytes - sampleFiles.png.length))]);

/** A multipart/form-data body with one file part, as a browser's upload sends it. */
export function multipartUpload(
  fileName: string,
  content: Buffer,
  { fieldName = 'file', contentType = 'image/png' } = {},
) {
  const boundary = `----lims${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
