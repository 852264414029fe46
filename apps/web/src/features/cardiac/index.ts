export { CardiacScoreBadge } from './components/CardiacScoreBadge';
export { type CardiacResult, CardiacScoreModal } from './components/CardiacScoreModal';
export { CardiacScorePanel } from './components/CardiacScorePanel';
export { ClinicalVisitsSection } from './components/ClinicalVisitsSection';
