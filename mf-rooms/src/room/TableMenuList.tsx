import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Command } from './RoomControls';

export interface TableMenuListProps {
  id: string;
  anchor: HTMLElement;
  commands: { command: Command; name: string; disabled: boolean }[];
  onClose: () => void;
  onRun: (command: Command) => void;
}

const LEAVING = new Set<Command>(['end', 'leaveRoom', 'leaveTournament']);

/** The table menu's open list: the room's commands, the ones that end or leave set apart below a divider. */
export default function TableMenuList({ id, anchor, commands, onClose, onRun }: TableMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {commands.flatMap((entry, index) => [
        ...(LEAVING.has(entry.command) && !LEAVING.has(commands[index - 1]?.command) ? [<Divider key={`${entry.command}-divider`} />] : []),
        <MenuItem key={entry.command} disabled={entry.disabled} onClick={() => onRun(entry.command)} sx={{ minHeight: 44 }}>
          <ListItemText>{entry.name}</ListItemText>
        </MenuItem>,
      ])}
    </Menu>
  );
}
