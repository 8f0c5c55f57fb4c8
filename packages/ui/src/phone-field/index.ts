// Filled in by the phone-field widget work (issue 3).
export {};
