import { forwardRef, useEffect, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * The shell's own few lines of routing over the History API. Remotes bring react-router with their first
 * screen; the shell does not, so a first visit to `/` does not download it. single-spa (urlRerouteOnly)
 * turns every pushState into a popstate, which keeps the shell and every parcel's router on the same URL.
 */
const NAVIGATE_EVENT = 'shell:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

export function Navigate({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** An anchor that navigates without reloading; usable as MUI's `component={Link}`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, onClick, target, children, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
});
