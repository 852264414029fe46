/**
 * `isCollectionCenter` of a lab user (spec 000 §6, 001 §6, 002 §6). The spec reads 0 as an
 * ordinary lab user and 4 as a collection centre with a branch; the sources disagree on
 * other values, so only these two are accepted (docs/decisions/0004-collection-centre-flag.md).
 */
export const collectionCentreTypes = { none: 0, collectionCentre: 4 } as const;
export type CollectionCentreType = (typeof collectionCentreTypes)[keyof typeof collectionCentreTypes];

export const isCollectionCentreUser = (isCollectionCenter: number): boolean =>
  isCollectionCenter === collectionCentreTypes.collectionCentre;
