import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useCarousel } from './carousel';
import type { CarouselSlide } from './table-images';

export interface ImageCarouselProps {
  slides: readonly CarouselSlide[];
  intervalMs: number;
  label: string;
  /** Size and shape of the frame; the images cover it. */
  sx?: SxProps<Theme>;
  /** Content laid over the images (between the scrim and the controls). */
  children?: ReactNode;
}

const arrowSx = {
  pointerEvents: 'auto',
  width: { xs: 48, md: 52 },
  height: { xs: 48, md: 52 },
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.35)',
  border: '1px solid rgba(255, 255, 255, 0.25)',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.55)' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

/**
 * The controls' grid over the frame: each arrow and the dots have an area of their own, so no control ever lies
 * over another (on phones the dots once covered the arrows' lower half and took their taps). Phones: the dots on
 * the bottom row, the arrows in the row above, at the edges; wider screens: the arrows at mid-height.
 */
export const CONTROL_AREAS = {
  xs: '"." "arrows" "dots"',
  md: '"." "arrows" "." "dots"',
} as const;

const controlsSx = {
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  // Only the buttons take pointer events: the hero card under the empty areas stays clickable.
  pointerEvents: 'none',
  display: 'grid',
  gridTemplateAreas: { xs: CONTROL_AREAS.xs, md: CONTROL_AREAS.md },
  gridTemplateRows: { xs: '1fr auto auto', md: '1fr auto 1fr auto' },
  rowGap: 1,
  px: { xs: 1.5, md: 3 },
  pb: { xs: 1.5, md: 2.5 },
} as const;

export function ImageCarousel({ slides, intervalMs, label, sx, children }: ImageCarouselProps) {
  const { index, isRequested, next, previous, goTo } = useCarousel(slides.length, intervalMs);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      sx={[{ position: 'relative', overflow: 'hidden', bgcolor: '#0b0f0d' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box aria-live="off">
        {slides.map((slide, slideIndex) => (
          <Box
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
            aria-hidden={slideIndex !== index}
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: slideIndex === index ? 1 : 0,
              transition: 'opacity 900ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {isRequested(slideIndex) && (
              <Box
                component="img"
                src={slide.src}
                alt={slide.alt}
                decoding="async"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            )}
          </Box>
        ))}
      </Box>
      {children}
      <Box data-testid="carousel-controls" sx={controlsSx}>
        <Box sx={{ gridArea: 'arrows', display: 'flex', justifyContent: 'space-between' }}>
          <IconButton aria-label="Previous slide" onClick={previous} sx={arrowSx}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Next slide" onClick={next} sx={arrowSx}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box sx={{ gridArea: 'dots', display: 'flex', justifyContent: 'center' }}>
          {slides.map((slide, slideIndex) => (
            <IconButton
              key={slide.src}
              aria-label={`Go to slide ${slideIndex + 1}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => goTo(slideIndex)}
              // 44 px targets on phones (7 of them fit in 320 px), 32 px elsewhere: WCAG 2.2's 24 px minimum and more.
              sx={{
                pointerEvents: 'auto',
                width: { xs: 44, md: 32 },
                height: { xs: 44, md: 32 },
                p: 0,
                borderRadius: 2,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
              }}
            >
              <Box
                component="span"
                sx={{
                  display: 'block',
                  height: 8,
                  width: slideIndex === index ? 24 : 8,
                  borderRadius: 4,
                  bgcolor: slideIndex === index ? 'secondary.main' : 'rgba(255, 255, 255, 0.55)',
                  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25)',
                  transition: 'width 300ms ease, background-color 300ms ease',
                }}
              />
            </IconButton>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
