// The code is formatted by Prettier; lines up to 140 characters (the longest the existing code reads well at).
export default { printWidth: 140 };
