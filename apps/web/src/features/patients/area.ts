import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const patientsPaths = {
  list: '/patients',
  register: '/patients/new',
  patient: (id: number | string) => `/patients/${id}`,
} as const;

export const patientsArea = defineWebArea({
  name: 'patients',
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
  ],
});
