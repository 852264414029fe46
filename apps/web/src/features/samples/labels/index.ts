export { PrintLabelsButton, type PrintLabelsButtonProps } from './components/PrintLabelsButton';
