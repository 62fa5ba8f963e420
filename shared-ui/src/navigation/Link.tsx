import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate, type NavigateOptions } from './history';

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean; state?: unknown };

/** An anchor that changes screens without reloading (a modified click still opens a new tab); MUI's `component={Link}`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, children, ...rest }, ref) {
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
        navigate(to, { replace, state });
      }}
    >
      {children}
    </a>
  );
});

/** Moves to another screen as soon as it renders, replacing this entry in the history. */
export function Navigate({ to, state }: { to: string } & Pick<NavigateOptions, 'state'>) {
  useEffect(() => navigate(to, { replace: true, state }), [to, state]);
  return null;
}
