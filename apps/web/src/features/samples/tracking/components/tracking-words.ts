import type { SampleStatus, SampleTrackingMark, SampleTrackingPlace } from '@lims/contract';
import type { TFunction } from 'i18next';

/**
 * The words of the tracking screens, by literal keys (so the texts test finds each one). The
 * audit's action names carry dots, which i18next reads as nesting, so each is given its key here.
 */
export function actionLabel(t: TFunction, action: string): string {
  switch (action) {
    case 'bill.create':
      return t('sampleTracking.actions.billCreate');
    case 'bill.dismiss':
      return t('sampleTracking.actions.billDismiss');
    case 'sample.collect':
      return t('sampleTracking.actions.collect');
    case 'sample.uncollect':
      return t('sampleTracking.actions.uncollect');
    case 'sample.receive':
      return t('sampleTracking.actions.receive');
    case 'sample.reject':
      return t('sampleTracking.actions.reject');
    case 'sample.reEnable':
      return t('sampleTracking.actions.reEnable');
    case 'sample.dismiss':
      return t('sampleTracking.actions.dismiss');
    case 'sample.redraw':
      return t('sampleTracking.actions.redraw');
    case 'sample.redo':
      return t('sampleTracking.actions.redo');
    case 'sample.accession':
      return t('sampleTracking.actions.accession');
    case 'sample.dateUpdate':
      return t('sampleTracking.actions.dateUpdate');
    case 'sample.batch':
      return t('sampleTracking.actions.batch');
    case 'sample.leaveBatch':
      return t('sampleTracking.actions.leaveBatch');
    default:
      return action;
  }
}

export const statusLabel = (t: TFunction, status: SampleStatus): string => t(`sampleTracking.statuses.${status}`);

export const markLabel = (t: TFunction, mark: SampleTrackingMark): string => t(`sampleTracking.marks.${mark}`);

/** The colour of a mark: done is calm, where the sample is stands out, a send-back warns. */
export const markColor: Record<SampleTrackingMark, string> = {
  out: 'teal',
  in: 'blue',
  skipped: 'gray',
  sentBack: 'orange',
  pending: 'gray',
};

export function placeLabel(t: TFunction, place: SampleTrackingPlace): string {
  switch (place.kind) {
    case 'lab':
      return t('sampleTracking.event.lab');
    case 'branch':
      return t('sampleTracking.event.branch', { name: place.name });
    case 'collectionCentre':
      return t('sampleTracking.event.collectionCentre', { name: place.name });
  }
}
