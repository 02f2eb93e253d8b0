/** Same words as the server's 409, shown before the user even tries. */
export const FILE_LISTING_HINT = 'This listing came from a file. Connect Amazon and sync to push changes.';
