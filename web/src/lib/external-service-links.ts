import type { MenuOption } from '@sportsbook/contracts/schemas/account';
import { isHttpUrl, safeHttpUrl } from './safe-url.ts';
import { pathSegment } from './sportsbook/sportsbook-paths.ts';
import { SESSION_KEYS } from './storage.ts';

/**
 * The external service chosen in the top menu, kept in session storage (SPEC §3: otherServiceURL,
 * otherServiceLabel, otherServiceReqToken) for the external-service page to open.
 */
export interface StoredService {
  label: string;
  url: string;
  reqToken: boolean;
}

/**
 * What a bettor reads for a service: its label, or `unnamed` (common:unnamedService) when the
 * contract's label is empty or blank, so a menu link, a heading and a frame title always have a name.
 */
export const serviceName = (label: string, unnamed: string): string =>
  label.trim() === '' ? unnamed : label;

/** The in-app path of an external service: /other/{label}, any label routing (decision 193). */
export const externalServicePath = (label: string): string => `/other/${pathSegment(label)}`;

/** Stores the picked option; answers false, storing nothing, when it has no http(s) address. */
export function storeExternalService(
  option: Pick<MenuOption, 'label' | 'navigationURL' | 'reqURLToken'>,
): boolean {
  if (!isHttpUrl(option.navigationURL)) return false;
  sessionStorage.setItem(SESSION_KEYS.otherServiceURL, option.navigationURL);
  sessionStorage.setItem(SESSION_KEYS.otherServiceLabel, option.label);
  sessionStorage.setItem(SESSION_KEYS.otherServiceReqToken, option.reqURLToken ? 'true' : 'false');
  return true;
}

/** The chosen service, when a label (the contract allows an empty one) and an address are stored. */
export function readSelectedService(): StoredService | null {
  const label = sessionStorage.getItem(SESSION_KEYS.otherServiceLabel);
  const url = sessionStorage.getItem(SESSION_KEYS.otherServiceURL);
  if (label === null || !url) return null;
  return {
    label,
    url,
    reqToken: sessionStorage.getItem(SESSION_KEYS.otherServiceReqToken) === 'true',
  };
}

export const isCasino = (label: string): boolean => label.trim().toLowerCase() === 'casino';

/** SPEC §4: the Casino, or any service flagged so, opens only with a casino token appended. */
export const needsToken = (service: StoredService): boolean =>
  isCasino(service.label) || service.reqToken;

/** Appends the token as the `token` query parameter, keeping the address's own query. */
export function withToken(url: string, token: string): string {
  const next = new URL(url);
  next.searchParams.set('token', token);
  return next.href;
}

/**
 * Where the public footer's Casino entry may link: the Casino's page when it is the stored service
 * with a safe address and the visitor is logged in (its token call needs the session); else null.
 */
export function publicCasinoHref(loggedIn: boolean): string | null {
  // Without a session, storage is not read: the build prerenders this for a visitor without one.
  if (!loggedIn) return null;
  const service = readSelectedService();
  if (!service || !isCasino(service.label) || !safeHttpUrl(service.url)) return null;
  return `/services/other/${pathSegment(service.label)}`;
}
