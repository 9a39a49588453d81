import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '../../config';
import type { Http } from '../../api/http';
import type { AuthEvents } from '../../api/authEvents';

/** What the composition root hands to views: configuration, the request layer and its auth events. */
export interface Services {
  config: AppConfig;
  http: Http;
  authEvents: AuthEvents;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider(props: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('No <ServicesProvider>');
  return services;
}
