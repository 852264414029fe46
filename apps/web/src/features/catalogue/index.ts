export { useCatalogueChoices } from './hooks/use-catalogue';
export { useDepartments } from './hooks/use-departments';
export { DepartmentsPage } from './pages/DepartmentsPage';
