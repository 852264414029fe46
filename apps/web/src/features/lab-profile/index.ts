// The header shows the logo on every page, so only the logo is exported here; the page loads on first visit (area.ts).
export { LabLogo } from './components/LabLogo';
