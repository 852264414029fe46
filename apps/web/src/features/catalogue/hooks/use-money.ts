import { currencyPrefix, formatMoney } from '@lims/domain';
import { useCurrentSession } from '../../../app/session/session-context';

/**
 * Money as the lab writes it (spec 000 §9): its currency, and decimals only when the lab's
 * `floatSupportFlag` allows them. Amounts travel in minor units.
 */
export function useMoney() {
  const { currency, floatSupportFlag } = useCurrentSession();
  return {
    currency,
    floatSupport: floatSupportFlag,
    prefix: currencyPrefix(currency),
    format: (minor: number) => formatMoney(minor, currency, { floatSupport: floatSupportFlag }),
  };
}
