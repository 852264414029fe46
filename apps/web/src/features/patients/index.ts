export { OrganisationSelect } from './components/OrganisationSelect';
export { PatientHeaderCard } from './components/PatientHeaderCard';
export { PatientSearch } from './components/PatientSearch';
export { RecordSection, uploadRefusalText } from './components/RecordSection';
export { ReferralSelect } from './components/ReferralSelect';
export { TypeAheadEmpty } from './components/registration/LookupSelect';
export { useRelatives } from './hooks/use-patient-records';
export { usePatient, usePatientText } from './hooks/use-patients';
export { useTypeAhead } from './hooks/use-search';
