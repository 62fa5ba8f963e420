import { AppError } from '../errors';

export const notificationErrors = {
  // Another user's notification answers the same as a missing one: ids reveal nothing.
  notificationNotFound: () => new AppError(404, 'Notification not found'),
};
