export { invalidateTodayCounts } from './hooks/use-today-counts';
export { DashboardPage } from './pages/DashboardPage';
