import { Redirect, Route, Switch } from 'wouter';
import { PageChrome } from '../../components/PageChrome';
import { SignInPage } from './SignInPage';

/** The open /auth area (spec section 2): the sign-in page; any other /auth path is unknown. */
export default function AuthArea() {
  return (
    <Switch>
      <Route path="/login">
        <PageChrome>
          <SignInPage />
        </PageChrome>
      </Route>
      <Route>
        <Redirect to="~/error/404" replace />
      </Route>
    </Switch>
  );
}
