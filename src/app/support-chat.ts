// Support chat widget (spec §1, §9). No widget is embedded yet; logout must still "close the chat
// widget" (spec §4), so the shell calls these hooks and a future widget fills them in.

/** Closes the chat widget and forgets the chat user. No-op until a widget exists. */
export function closeSupportChat(): void {
  // Intentionally empty: see the file comment.
}
