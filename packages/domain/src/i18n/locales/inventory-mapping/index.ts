import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };

export const inventoryMappingLocales = { en, hi, ar, es, fr };
