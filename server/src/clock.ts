/** Injectable time source: code expiry, cooldowns and token lifetimes are tested without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
