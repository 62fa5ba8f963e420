import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { AdminAuditEntry } from 'shared-events/contracts';
import { auditActionLabel } from './audit-actions';
import { HeadRow } from '../layout/HeadRow';

export const AUDIT_ROW_HEIGHT = 53;

const atFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** The entries of one page; each opens to show the state before and after the action. */
export function AuditTable({ entries }: { entries: readonly AdminAuditEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <TableContainer>
      <Table aria-label="Audit log">
        <HeadRow labels={['When', 'Who', 'Action', 'Target', 'From', 'Changes']} />
        <TableBody>
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              <TableRow sx={{ height: AUDIT_ROW_HEIGHT }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{atFormat.format(new Date(entry.at))}</time>
                </TableCell>
                <TableCell>{entry.actor.username}</TableCell>
                <TableCell>{auditActionLabel(entry.action)}</TableCell>
                <TableCell>
                  {entry.targetType}
                  {entry.targetId !== null && ` #${entry.targetId}`}
                </TableCell>
                <TableCell>{entry.ip ?? '—'}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-expanded={open === entry.id}
                    aria-controls={`audit-changes-${entry.id}`}
                    onClick={() => setOpen(open === entry.id ? null : entry.id)}
                  >
                    {open === entry.id ? 'Hide' : 'Show'}
                  </Button>
                </TableCell>
              </TableRow>
              {open === entry.id && (
                <TableRow id={`audit-changes-${entry.id}`}>
                  <TableCell colSpan={6}>
                    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                      {(['before', 'after'] as const).map((side) => (
                        <Box key={side}>
                          <Box component="h3" sx={{ typography: 'subtitle2', m: 0, mb: 0.5 }}>
                            {side === 'before' ? 'Before' : 'After'}
                          </Box>
                          <Box
                            component="pre"
                            tabIndex={0}
                            sx={{ m: 0, p: 1, maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12 }}
                          >
                            {json(entry[side])}
                          </Box>
                        </Box>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
