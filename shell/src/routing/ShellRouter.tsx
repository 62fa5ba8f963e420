import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';

let navigateHome: (() => void) | undefined;

/**
 * Takes the page home through the shell's router. For the code that ends a session outside any screen (Log out,
 * another tab logging out, the server revoking the token).
 */
export function goHome(): void {
  navigateHome?.();
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
 * pushState in any of them into a popstate, so all of them follow the page's one URL.
 */
export function ShellRouter({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <LendNavigateToGoHome />
      {children}
    </BrowserRouter>
  );
}
