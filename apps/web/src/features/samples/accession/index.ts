export {
  AccessionDialog,
  type AccessionDialogProps,
  type AccessionDialogSample,
} from './components/AccessionDialog';
