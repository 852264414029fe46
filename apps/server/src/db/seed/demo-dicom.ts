/** One data element in explicit VR little endian: tag, VR, length, value padded to an even length. */
function element(group: number, elementNumber: number, vr: string, value: string): Buffer {
  const pad = vr === 'UI' ? '\0' : ' ';
  const padded = value.length % 2 === 0 ? value : value + pad;
  const header = Buffer.alloc(8);
  header.writeUInt16LE(group, 0);
  header.writeUInt16LE(elementNumber, 2);
  header.write(vr, 4, 'latin1');
  header.writeUInt16LE(padded.length, 6);
  return Buffer.concat([header, Buffer.from(padded, 'latin1')]);
}

export interface SampleStudy {
  studyInstanceUid: string;
  modality?: string;
  patientName?: string;
}

/**
 * The smallest DICOM part-10 file dicom-parser and file-type read: a 128-byte preamble,
 * 'DICM', the meta group with its transfer syntax (explicit VR little endian), then a data set
 * with the study's tags and a patient's name, which must never be kept.
 */
export function sampleDicom({ studyInstanceUid, modality = 'CR', patientName = 'DOE^JANE' }: SampleStudy): Buffer {
  return Buffer.concat([
    Buffer.alloc(128),
    Buffer.from('DICM', 'latin1'),
    element(0x0002, 0x0010, 'UI', '1.2.840.10008.1.2.1'),
    element(0x0008, 0x0020, 'DA', '20261124'),
    element(0x0008, 0x0060, 'CS', modality),
    element(0x0008, 0x0070, 'LO', 'Acme Imaging'),
    element(0x0008, 0x1030, 'LO', 'CHEST PA'),
    element(0x0010, 0x0010, 'PN', patientName),
    element(0x0018, 0x0015, 'CS', 'CHEST'),
    element(0x0020, 0x000d, 'UI', studyInstanceUid),
    element(0x0020, 0x000e, 'UI', `${studyInstanceUid}.1`),
  ]);
}
