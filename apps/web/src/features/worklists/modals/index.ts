export { ClinicalHistoryWorkListModal } from './ClinicalHistoryWorkListModal';
export { DoctorWorkListModal } from './DoctorWorkListModal';
export type { WorklistModalProps } from './modal-parts';
export { PatientWiseWorkListModal } from './PatientWiseWorkListModal';
export { SampleTypeWorkListModal } from './SampleTypeWorkListModal';
export { TestWiseWorkListModal } from './TestWiseWorkListModal';
