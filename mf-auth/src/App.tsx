import { lazy } from 'react';
import { DeclaredRoutes } from 'shared-ui/remote';
import { LoginPage } from './login/LoginPage.component';
import declared from './routes.json';

// The login screen comes with the module (it is the one most visits open); the others load when first shown.
const RegisterPage = lazy(() => import('./register/RegisterPage.component').then((module) => ({ default: module.RegisterPage })));
const EmailVerificationPage = lazy(() =>
  import('./email-verification/EmailVerificationPage.component').then((module) => ({ default: module.EmailVerificationPage })),
);
const ProfilePage = lazy(() => import('./profile/ProfilePage.component').then((module) => ({ default: module.ProfilePage })));

/** The screen of each route this module declares in routes.json (SPEC §2). */
const SCREENS = {
  '/register': <RegisterPage />,
  '/login': <LoginPage />,
  '/email-verification': <EmailVerificationPage />,
  '/profile': <ProfilePage />,
};

export function App() {
  return <DeclaredRoutes routes={declared.routes} screens={SCREENS} />;
}
