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
  position: 'absolute',
  zIndex: 2,
  top: { xs: 'auto', md: '50%' },
  bottom: { xs: 20, md: 'auto' },
  transform: { md: 'translateY(-50%)' },
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.35)',
  border: '1px solid rgba(255, 255, 255, 0.25)',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.55)' },
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
      <IconButton aria-label="Previous slide" onClick={previous} sx={{ ...arrowSx, left: { xs: 12, md: 24 } }}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label="Next slide" onClick={next} sx={{ ...arrowSx, right: { xs: 12, md: 24 } }}>
        <ChevronRightIcon />
      </IconButton>
      <Box
        sx={{ position: 'absolute', zIndex: 2, left: 0, right: 0, bottom: { xs: 24, md: 28 }, display: 'flex', justifyContent: 'center', gap: 0.25 }}
      >
        {slides.map((slide, slideIndex) => (
          <IconButton
            key={slide.src}
            size="small"
            aria-label={`Go to slide ${slideIndex + 1}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => goTo(slideIndex)}
            sx={{ p: 0.75 }}
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
  );
}
