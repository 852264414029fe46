import { IconFileText, IconId, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const patientsPaths = {
  list: '/patients',
  register: '/patients/new',
  patient: (id: number | string) => `/patients/${id}`,
  /** spec 000 §2: 'Route extra parameter: when it equals allReports, the patient overview opens automatically.' */
  patientAllReports: (id: number | string) => `/patients/${id}/allReports`,
  /** The patient's cumulative report: numeric results of signed reports across visits. */
  cumulative: (id: number | string) => `/patients/${id}/cumulative`,
  /** A patient's own details, from their own login. */
  myDetails: '/my-details',
  /** A patient's own signed, submitted reports and bills, from their own login (issue 13). */
  myReports: '/my-reports',
} as const;

export const patientsArea = defineWebArea({
  name: 'patients',
  alsoTexts: [
    'cardiac',
    'clinical-info',
    'sample-tracking',
    'patient-overview',
    'report-viewer',
    'report-sharing',
    'reports',
    'report-entry',
    'my-reports',
  ],
  routes: [
    {
      path: patientsPaths.list,
      permission: 'patients.view',
      load: async () => (await import('./pages/PatientsPage')).PatientsPage,
    },
    {
      path: patientsPaths.register,
      permission: 'patients.register',
      load: async () => (await import('./pages/RegisterPatientPage')).RegisterPatientPage,
    },
    {
      path: patientsPaths.patient(':patientId'),
      permission: 'patients.view',
      load: async () => (await import('./pages/PatientPage')).PatientPage,
    },
    {
      path: patientsPaths.patientAllReports(':patientId'),
      permission: 'patients.view',
      load: async () => (await import('./pages/PatientPage')).PatientPage,
    },
    {
      path: patientsPaths.cumulative(':patientId'),
      permission: 'patients.view',
      load: async () => (await import('./overview/CumulativeReportPage')).CumulativeReportPage,
    },
    {
      path: patientsPaths.myDetails,
      permission: 'patients.ownRecord',
      load: async () => (await import('./pages/MyDetailsPage')).MyDetailsPage,
    },
    {
      path: patientsPaths.myReports,
      permission: 'patients.ownReports',
      load: async () => (await import('./my-reports/MyReportsPage')).MyReportsPage,
    },
  ],
  nav: [
    {
      to: patientsPaths.register,
      label: 'nav.registerPatient',
      icon: IconUserPlus,
      section: 'main',
      permission: 'patients.register',
      order: 10,
    },
    {
      to: patientsPaths.list,
      label: 'nav.patients',
      icon: IconUsers,
      section: 'main',
      permission: 'patients.view',
      order: 20,
    },
    {
      to: patientsPaths.myDetails,
      label: 'nav.myDetails',
      icon: IconId,
      section: 'main',
      permission: 'patients.ownRecord',
      order: 30,
    },
    {
      to: patientsPaths.myReports,
      label: 'nav.myReports',
      icon: IconFileText,
      section: 'main',
      permission: 'patients.ownReports',
      order: 25,
    },
  ],
});
