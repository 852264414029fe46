export { BranchSelect } from './components/BranchSelect';
export { useBranches } from './hooks/use-branches';
