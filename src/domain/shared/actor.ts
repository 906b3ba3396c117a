/**
 * Who asks for a change: a signed-in user, with the admin flag read from their profile row
 * (never from user metadata, which its user can write), or `null` when nobody is signed in.
 * Every rule that decides "who may do what" takes the actor.
 */
export type Actor = { readonly id: string; readonly isAdmin: boolean } | null;
