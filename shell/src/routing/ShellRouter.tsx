import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { BrowserRouter, useNavigate } from 'shared-ui/router';

let navigateHome: (() => void) | undefined;

/**
 * Takes the page home through the shell's router. For the code that ends a session outside any screen (Log out,
 * another tab logging out, the server revoking the token). The new location renders in the same pass as the ended
 * session: a screen that needs a session, rendered without one, would send the page to /login instead.
 */
export function goHome(): void {
  const navigate = navigateHome;
  if (navigate) flushSync(navigate);
}

function LendNavigateToGoHome() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateHome = () => void navigate('/');
    return () => {
      navigateHome = undefined;
    };
  }, [navigate]);
  return null;
}

/**
 * The shell's router: its own `BrowserRouter`, as each remote's parcel has one. single-spa (urlRerouteOnly) turns a
 * pushState in any of them into a popstate, so all of them follow the page's one URL. Without transitions, as every
 * parcel's: the page's roots show one location at a time (a transition would keep one root on the old screen while
 * another shows the new).
 */
export function ShellRouter({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter useTransitions={false}>
      <LendNavigateToGoHome />
      {children}
    </BrowserRouter>
  );
}
