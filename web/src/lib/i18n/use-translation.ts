import { useContext, useSyncExternalStore } from 'react';
import { defaultI18n, I18nContext } from './i18n-context.ts';
import type { I18n, TFunction } from './instance.ts';

/**
 * `t` and the instance, as react-i18next's hook gives them. The component renders again when the
 * language changes or texts it may read arrive; `t` stays the same function until then. As in
 * react-i18next, `t` reads the first of several namespaces; the others by an 'ns:' prefix.
 */
export function useTranslation<Namespace extends string = string>(
  ns?: Namespace | readonly Namespace[],
): { t: TFunction<Namespace>; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? defaultI18n();
  if (!i18n) throw new Error('useTranslation needs an I18nProvider or setDefaultI18n()');
  const version = () => i18n.version;
  useSyncExternalStore(i18n.subscribe, version, version);
  return { t: i18n.getFixedT(typeof ns === 'string' ? ns : ns?.[0]), i18n };
}
