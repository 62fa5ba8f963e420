/** Tournaments API shapes shared by the server and the modules. Types only. */
export {};
