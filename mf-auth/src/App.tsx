import { ComingSoonPage } from 'shared-ui';
import { DeclaredRoutes } from 'shared-ui/remote';
import { EmailVerificationPage } from './email-verification/EmailVerificationPage.component';
import { LoginPage } from './login/LoginPage.component';
import { RegisterPage } from './register/RegisterPage.component';
import declared from './routes.json';

/** The screen of each route this module declares in routes.json (SPEC §2). */
const SCREENS = {
  '/register': <RegisterPage />,
  '/login': <LoginPage />,
  '/email-verification': <EmailVerificationPage />,
  '/profile': <ComingSoonPage title="Edit Profile" description="Update your first name, country and avatar, and change your password." />,
};

export function App() {
  return <DeclaredRoutes routes={declared.routes} screens={SCREENS} />;
}
