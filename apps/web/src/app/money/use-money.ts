import { currencyPrefix, formatMoney, majorToMinor, minorToMajor } from '@lims/domain';
import { useCurrentSession } from '../session/session-context';

/**
 * The lab's money as the desk types and reads it (spec 000 §9 'Currency format'): amounts are
 * typed in major units and travel in integer minor units; whole units unless the lab's
 * `floatSupportFlag` is on, then two decimals. Amounts keep the lab's digits in every language,
 * as numbers stay left to right on an Arabic page.
 */
export function useMoney() {
  const { currency, floatSupportFlag } = useCurrentSession();
  return {
    currency,
    floatSupport: floatSupportFlag,
    /** spec: 'default concession type is the currency prefix (fallback "Rs. ")'. */
    prefix: currencyPrefix(currency),
    /** Decimal places an amount input takes. */
    decimals: floatSupportFlag ? 2 : 0,
    format: (minor: number) => formatMoney(minor, currency, { floatSupport: floatSupportFlag }),
    toMinor: (major: number) => majorToMinor(major, currency),
    toMajor: (minor: number) => minorToMajor(minor, currency),
  };
}
