import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface DialogFrameProps {
  /** The dialog's accessible name (aria-labelledby). */
  title: ReactNode;
  /** What the dialog is about, read with its name (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons. */
  actions: ReactNode;
  /** Escape, the backdrop and the caller's close buttons. */
  onClose: () => void;
  /** While a call runs, Escape and the backdrop keep the dialog open: the call's outcome is shown in it. */
  busy?: boolean;
  /** Makes the dialog a form, so Enter in a field submits it; the default submission is prevented. */
  onSubmit?: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** For a story's controls; callers mount the dialog when it is open. */
  open?: boolean;
}

/** A 375 px screen keeps 16 px around the dialog instead of MUI's 32 px, so content gets most of the width. */
const PAPER_SX = { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } };
const GUTTERS = { px: { xs: 2, sm: 3 } };

/**
 * Content taller than the dialog scrolls between the title and the actions; a keyboard user must be able to scroll
 * it too, so it takes focus while (and only while) it overflows (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function useFocusableWhenScrolling() {
  const [scrolls, setScrolls] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  // A callback ref: the dialog's portal mounts its content after the frame's own effects have run.
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    const measure = () => setScrolls(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    // The box itself (the window resized) and what is in it (content grew) both change whether it scrolls.
    observer.current = new ResizeObserver(measure);
    for (const element of [node, ...Array.from(node.children)]) observer.current.observe(element);
  }, []);
  return [ref, scrolls ? 0 : undefined] as const;
}

/** The platform's one dialog layout, behind ConfirmDialog and InfoDialog: labelled, described, guarded while busy. */
export function DialogFrame({
  title,
  description,
  children,
  actions,
  onClose,
  busy = false,
  onSubmit,
  maxWidth = 'xs',
  open = true,
}: DialogFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const [contentRef, contentTabIndex] = useFocusableWhenScrolling();

  const body = (
    <>
      <DialogTitle id={titleId} sx={{ ...GUTTERS, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent
        ref={contentRef}
        tabIndex={contentTabIndex}
        sx={{ ...GUTTERS, '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: -2 } }}
      >
        {description && (
          <DialogContentText id={descriptionId} sx={{ mb: children ? 2 : 0, overflowWrap: 'anywhere' }}>
            {description}
          </DialogContentText>
        )}
        {children}
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{
          ...GUTTERS,
          pb: 2,
          gap: 1,
          flexWrap: 'wrap',
          // MUI marks keyboard focus with a faint ripple only; an outline in the text colour shows on both themes.
          '& .MuiButton-root.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 },
        }}
      >
        {actions}
      </DialogActions>
    </>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };

  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth={maxWidth}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { sx: PAPER_SX } }}
    >
      {onSubmit ? (
        // display: contents keeps the paper's column layout, so long content still scrolls between title and actions.
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
