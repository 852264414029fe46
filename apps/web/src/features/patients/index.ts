export { PatientHeaderCard } from './components/PatientHeaderCard';
export { PatientSearch } from './components/PatientSearch';
