/** A discount in basis points as people read it: 1250 is '12.5'. */
export const percentOfBasisPoints = (basisPoints: number) => String(basisPoints / 100);
