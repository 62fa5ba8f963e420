import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import GitHubIcon from '@mui/icons-material/GitHub';
import { CONTACT_LINKS } from './about-content';

const ICONS = { email: <EmailOutlinedIcon />, github: <GitHubIcon /> };

export function CreatorContact() {
  return (
    <Box
      component="section"
      aria-labelledby="contact-heading"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography id="contact-heading" variant="h5" component="h2" gutterBottom>
        Contact the creators
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>Questions, feedback or a bug to report? We read every message.</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {CONTACT_LINKS.map((link) => (
          <Button
            key={link.href}
            href={link.href}
            variant="outlined"
            startIcon={ICONS[link.kind]}
            {...(link.kind === 'github' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
