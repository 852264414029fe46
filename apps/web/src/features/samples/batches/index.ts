export { BatchProcessingBadge } from './components/BatchBadges';
