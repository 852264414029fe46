import { assessCardiacRisk } from '@lims/domain';
import type { CardiacRiskProvider } from './risk-provider.js';

/**
 * The built-in provider: the Framingham office-based (BMI) 10-year general cardiovascular risk
 * model (D'Agostino et al., Circulation 2008;117:743-753), its contributors and protocol, as
 * the domain computes them (packages/domain/src/cardiac/README.md).
 */
export const framinghamProvider: CardiacRiskProvider = {
  name: 'framingham-2008-bmi',
  score: async ({ form, onRecord }) => assessCardiacRisk(form, onRecord),
};
