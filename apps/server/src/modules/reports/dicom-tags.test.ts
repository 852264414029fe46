import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { sampleDicom } from '../../db/seed/demo-dicom.js';
import { keepingHead, readDicomTags } from './dicom-tags.js';

// spec 001 §2 line 91 'Attachments and DICOM'; §3 line 125 'Files: hasDICOM, studyUUID'.
describe('the study tags of a DICOM file', () => {
  it("reads the study's UID and what describes it, and nothing that names the patient", () => {
    const tags = readDicomTags(sampleDicom({ studyInstanceUid: '1.2.826.0.1.3680043.2.1125.1', modality: 'CT' }));
    expect(tags).toEqual({
      studyInstanceUid: '1.2.826.0.1.3680043.2.1125.1',
      seriesInstanceUid: '1.2.826.0.1.3680043.2.1125.1.1',
      modality: 'CT',
      studyDate: '20261124',
      studyDescription: 'CHEST PA',
      bodyPartExamined: 'CHEST',
      manufacturer: 'Acme Imaging',
    });
    expect(JSON.stringify(tags)).not.toContain('DOE');
  });

  it('reads the header of a file cut short, as a head kept from a large upload is', () => {
    const whole = sampleDicom({ studyInstanceUid: '1.2.3.4' });
    // (0040,0254) LO announcing 200 bytes of which 3 arrived.
    const cut = Buffer.concat([whole, Buffer.from([0x40, 0x00, 0x54, 0x02, 0x4c, 0x4f, 200, 0]), Buffer.from('ABC')]);
    expect(readDicomTags(cut)?.studyInstanceUid).toBe('1.2.3.4');
  });

  it('finds no study in bytes that are not DICOM, nor in DICOM without a StudyInstanceUID', () => {
    expect(readDicomTags(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(readDicomTags(Buffer.concat([Buffer.alloc(128), Buffer.from('DICM')]))).toBeUndefined();
    expect(readDicomTags(sampleDicom({ studyInstanceUid: '' }))).toBeUndefined();
  });

  it('passes the bytes on unchanged and keeps only their head', async () => {
    const { stream, head } = keepingHead(Readable.from([Buffer.from('abc'), Buffer.from('defg')]), 5);
    expect(await text(stream)).toBe('abcdefg');
    expect(head().toString()).toBe('abcde');
  });
});
