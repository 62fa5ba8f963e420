/** The product's name, shown in the header and on the login title. */
export const PRODUCT_NAME = 'Poker Legends';
