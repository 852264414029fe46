/**
 * The test catalogue's pages, loaded together on the first visit to any of them: one lazy
 * chunk keeps the frame's route table small (issue 5's budget), and an admin moving between
 * the tabs waits once.
 */
export { CatalogueHome } from './CatalogueHome';
export { DevicesPage } from './DevicesPage';
export { OutsourceCentresPage } from './OutsourceCentresPage';
export { ProfilesPage } from './ProfilesPage';
export { NewReportFormatPage, ReportFormatPage } from './ReportFormatPage';
export { SampleTypesPage } from './SampleTypesPage';
export { TestCategoriesPage } from './TestCategoriesPage';
export { TestPage } from './TestPage';
export { TestsPage } from './TestsPage';
