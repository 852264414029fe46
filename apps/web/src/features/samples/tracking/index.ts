export { SampleTrackingBanner } from './components/SampleTrackingBanner';
export { SampleTrackingModal, TrackSampleButton } from './components/TrackSampleButton';
