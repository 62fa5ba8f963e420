import { defaultBlindStructure, type BlindLevel } from 'shared-events/contracts';

/**
 * The structure a tournament plays: the one an admin set, else the default for its starting stack. A table keeps
 * the structure in force when it starts, so a later edit of the tournament never changes the blinds of a table in play.
 */
export function tournamentBlindStructure(tournament: { blind_structure: BlindLevel[] | null; starting_stack: number }): BlindLevel[] {
  return tournament.blind_structure ?? defaultBlindStructure(tournament.starting_stack);
}
