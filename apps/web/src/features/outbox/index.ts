export { outboxPaths } from './area';
export { MessageDialog } from './components/MessageDialog';
export { OutboxTable } from './components/OutboxTable';
export { OutboxPage } from './pages/OutboxPage';
