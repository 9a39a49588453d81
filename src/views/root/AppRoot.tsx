import { App } from '../App';
import { BusyBar } from '../components/BusyBar';
import { ServicesProvider, type Services } from './services';
import { SessionProvider } from './SessionProvider';
import { ThemeProvider } from './ThemeProvider';

/** The root view: providers, the busy indicator and the place where routed screens appear. */
export function AppRoot(props: { services: Services }) {
  return (
    <ServicesProvider services={props.services}>
      <ThemeProvider>
        <SessionProvider>
          <BusyBar />
          <App />
        </SessionProvider>
      </ThemeProvider>
    </ServicesProvider>
  );
}
