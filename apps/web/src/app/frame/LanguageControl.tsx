import { LanguageMenu } from '../../ui';
import { useLanguageChoice } from '../i18n/use-language-choice';

export function LanguageControl() {
  const { language, choose } = useLanguageChoice(true);
  return <LanguageMenu value={language} onChange={choose} />;
}
