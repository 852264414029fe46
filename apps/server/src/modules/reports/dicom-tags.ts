import { type Readable, Transform } from 'node:stream';
import type { DicomTags } from '@lims/contract';
import dicomParser, { type DataSet } from 'dicom-parser';

/**
 * How much of a DICOM file is kept to read its header: the study's tags come before the pixel
 * data, and a header with its private tags and an icon stays well under this.
 */
export const dicomHeadBytes = 2 * 1024 * 1024;

/** The tags read, as dicom-parser names them (xGGGGEEEE); nothing that names the patient. */
const tagOf = {
  studyInstanceUid: 'x0020000d',
  seriesInstanceUid: 'x0020000e',
  modality: 'x00080060',
  studyDate: 'x00080020',
  studyDescription: 'x00081030',
  bodyPartExamined: 'x00180015',
  manufacturer: 'x00080070',
} as const satisfies Record<keyof DicomTags, string>;

/** Pixel data (7FE0,0010): everything the header says comes before it. */
const pixelData = 'x7fe00010';

/** dicom-parser throws its partial data set along with the reason when the bytes end early. */
const partialDataSetOf = (error: unknown): DataSet | undefined =>
  typeof error === 'object' && error !== null && 'dataSet' in error ? (error.dataSet as DataSet) : undefined;

/**
 * The study tags of a DICOM file from its first bytes (a part-10 file: preamble, 'DICM', meta
 * group, data set), or undefined when they are not DICOM or carry no StudyInstanceUID (type 1
 * in every image, so without it the file is not one we can link to a viewer).
 */
export function readDicomTags(head: Uint8Array): DicomTags | undefined {
  let dataSet: DataSet | undefined;
  try {
    dataSet = dicomParser.parseDicom(head, { untilTag: pixelData });
  } catch (error) {
    dataSet = partialDataSetOf(error);
  }
  const text = (tag: string) => {
    const value = dataSet?.string(tag)?.trim();
    return value ? value : null;
  };
  const studyInstanceUid = text(tagOf.studyInstanceUid);
  if (!studyInstanceUid) return undefined;
  return {
    studyInstanceUid,
    seriesInstanceUid: text(tagOf.seriesInstanceUid),
    modality: text(tagOf.modality),
    studyDate: text(tagOf.studyDate),
    studyDescription: text(tagOf.studyDescription),
    bodyPartExamined: text(tagOf.bodyPartExamined),
    manufacturer: text(tagOf.manufacturer),
  };
}

/**
 * The same bytes as `source`, passed on unchanged, keeping the first `limit` of them: the
 * upload streams to the file store while its header is kept to be read.
 */
export function keepingHead(source: Readable, limit = dicomHeadBytes): { stream: Readable; head(): Buffer } {
  const kept: Buffer[] = [];
  let keptLength = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (keptLength < limit) {
        const part = chunk.subarray(0, limit - keptLength);
        kept.push(part);
        keptLength += part.length;
      }
      done(null, chunk);
    },
  });
  source.on('error', (error) => stream.destroy(error));
  source.pipe(stream);
  return { stream, head: () => Buffer.concat(kept) };
}
