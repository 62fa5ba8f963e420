import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from 'shared-ui';
import { EmailVerificationPage } from './email-verification/EmailVerificationPage.component';
import { LoginPage } from './login/LoginPage.component';
import { RegisterPage } from './register/RegisterPage.component';

/** The routes this module owns (SPEC §2). Other paths render nothing: the shell decides what is mounted where. */
export function App() {
  return (
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/email-verification" element={<EmailVerificationPage />} />
      <Route
        path="/profile"
        element={<ComingSoonPage title="Edit Profile" description="Update your first name, country and avatar, and change your password." />}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
