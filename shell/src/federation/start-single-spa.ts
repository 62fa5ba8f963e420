import { addErrorHandler, start } from 'single-spa';

// Started with the first remote parcel, before it mounts: a page that shows none (a visitor's landing page) does not
// download single-spa. urlRerouteOnly keeps each parcel's screens and the shell on one URL (DESIGN.md, measured).
start({ urlRerouteOnly: true });
// Parcel failures are shown in place by RemoteParcel; this only keeps them from surfacing as uncaught errors.
addErrorHandler((error) => console.error('[shell] module error:', error.message));
