import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material's bell and check paths on the page's shared SvgIcon: an @mui/icons-material import would bundle its
// own copy of SvgIcon and MUI's styling internals into this remote (two more requests on every page).
export function BellIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />
    </SvgIcon>
  );
}

export function CheckIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </SvgIcon>
  );
}
