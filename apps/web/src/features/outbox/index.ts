export { outboxPaths } from './area';
export { OutboxPage } from './pages/OutboxPage';
