import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface TournamentChoice {
  /** undefined: all tournaments. */
  id: number | undefined;
  text: string;
}

/** The tournament filter's menu: one choice, ticked (loaded when the filter is first pointed at or focused). */
export default function TournamentMenu(props: {
  id: string;
  anchor: HTMLElement;
  choices: TournamentChoice[];
  value: number | undefined;
  onChoose: (tournamentId: number | undefined) => void;
  onClose: () => void;
}) {
  return (
    <Menu id={props.id} anchorEl={props.anchor} open onClose={props.onClose} slotProps={{ list: { 'aria-label': 'Tournament' } }}>
      {props.choices.map((choice) => (
        <MenuItem
          key={choice.id ?? 'all'}
          role="menuitemradio"
          aria-checked={choice.id === props.value}
          selected={choice.id === props.value}
          onClick={() => props.onChoose(choice.id)}
        >
          {choice.text}
        </MenuItem>
      ))}
    </Menu>
  );
}
