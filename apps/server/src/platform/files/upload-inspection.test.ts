import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { isDomainError } from '@lims/domain';
import { describe, expect, it } from 'vitest';
import { pngOfSize, sampleFiles } from './sample-files.js';
import { inspectUpload } from './upload-inspection.js';

/** A source like the multipart file stream, in chunks, that records whether it was read to its end. */
function upload(content: Buffer, chunkSize = 64 * 1024) {
  const chunks: Buffer[] = [];
  for (let start = 0; start < content.length; start += chunkSize)
    chunks.push(content.subarray(start, start + chunkSize));
  const stream = Readable.from(chunks);
  const state = { ended: false };
  stream.on('end', () => {
    state.ended = true;
  });
  return { stream, state };
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error))
      return { code: error.code, messageKey: error.messageKey, params: error.params, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
};

// spec 000 §5 line 167: "Upload: allowed extensions list; default maximum 800 KB; messages 'File
// is not valid.' and 'File should not be greater then {n}KB.'"
describe('an upload is checked by name, content and size before it is kept (spec 000 §5)', () => {
  it('passes a PNG through whole, with the media type read from its bytes', async () => {
    const { stream } = upload(sampleFiles.png);
    const inspected = await inspectUpload('labLogo', 'logo.png', stream);
    expect(inspected.mediaType).toBe('image/png');
    expect((await buffer(inspected.body)).equals(sampleFiles.png)).toBe(true);
    expect(inspected.bytesRead()).toBe(sampleFiles.png.length);
  });

  it('refuses a .png whose bytes are a PDF, and reads the rest of it away', async () => {
    const { stream, state } = upload(Buffer.concat([sampleFiles.pdf, Buffer.alloc(100_000)]), 1000);
    expect(await refusal(inspectUpload('labLogo', 'logo.png', stream))).toEqual({
      code: 'bad_request',
      messageKey: 'fileNotValid',
      params: undefined,
      field: 'file',
    });
    expect(state.ended).toBe(true);
  });

  it('refuses a name the kind does not take before reading its content', async () => {
    const { stream, state } = upload(sampleFiles.pdf);
    expect((await refusal(inspectUpload('labLogo', 'report.pdf', stream))).messageKey).toBe('fileNotValid');
    expect(state.ended).toBe(true);
  });

  it('takes 800 KB exactly', async () => {
    const inspected = await inspectUpload('labLogo', 'logo.png', upload(pngOfSize(800 * 1024)).stream);
    expect((await buffer(inspected.body)).length).toBe(800 * 1024);
  });

  it("fails the stream one byte past 800 KB with 'File should not be greater then 800KB.'", async () => {
    const { stream, state } = upload(pngOfSize(800 * 1024 + 1));
    const inspected = await inspectUpload('labLogo', 'logo.png', stream);
    expect(await refusal(buffer(inspected.body))).toEqual({
      code: 'payload_too_large',
      messageKey: 'fileTooLarge',
      params: { n: 800 },
      field: 'file',
    });
    expect(state.ended).toBe(true);
  });

  it('holds no more than the chunk in hand: a 5 MB upload fails at the limit, not at its end', async () => {
    let emitted = 0;
    const stream = Readable.from(
      (function* () {
        for (let index = 0; index < 80; index++) {
          emitted += 64 * 1024;
          yield index === 0 ? pngOfSize(64 * 1024) : Buffer.alloc(64 * 1024);
        }
      })(),
    );
    const inspected = await inspectUpload('labLogo', 'logo.png', stream);
    let received = 0;
    await expect(
      (async () => {
        for await (const chunk of inspected.body) received += (chunk as Buffer).length;
      })(),
    ).rejects.toMatchObject({ messageKey: 'fileTooLarge' });
    expect(received).toBeLessThanOrEqual(800 * 1024);
    // The source is drained (the multipart parser bounds it), but nothing past the limit was passed on.
    expect(emitted).toBe(80 * 64 * 1024);
  });

  it.each([
    ['within its first bytes', sampleFiles.png],
    ['after its first bytes', pngOfSize(10_000)],
  ])("turns an upload cut off %s into 'File is not valid.', not a server error", async (_, start) => {
    const cutOff = () =>
      Readable.from(
        (async function* () {
          yield start;
          throw new Error('Part terminated early');
        })(),
      );
    const read = async () => buffer((await inspectUpload('labLogo', 'logo.png', cutOff())).body);
    expect(await refusal(read())).toMatchObject({ code: 'bad_request', messageKey: 'fileNotValid' });
  });
});
