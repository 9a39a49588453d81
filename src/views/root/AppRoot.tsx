import { App } from '../App';
import { BusyBar } from '../components/BusyBar';
import { ServicesProvider, type Services } from './services';
import { SessionHost } from './SessionHost';
import { ThemeProvider } from './ThemeProvider';

/** The root view: providers, the busy indicator and the place where routed screens appear. */
export function AppRoot(props: { services: Services }) {
  return (
    <ServicesProvider services={props.services}>
      <ThemeProvider>
        <SessionHost>
          <BusyBar />
          <App />
        </SessionHost>
      </ThemeProvider>
    </ServicesProvider>
  );
}
